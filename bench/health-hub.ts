import autocannon from 'autocannon';
import { startServerWithParent } from './parent-server.ts';
import { formatMilliseconds, type LoadFigures } from './server-baseline.ts';

/**
 * The health hub's first screen (`GET /api/v1/children/:childId/health`) for a child with five years of records
 * (2,000 doses logged, 200 appointments, and seizures, growth and immunisations besides) against a child with none,
 * on the real server in its own process (production mode, embedded PGlite), from this process on loopback. The
 * records are written through the API, as a family would have written them. Prints requests per second and the
 * full child's as a fraction of the empty child's: near 1 means the first screen does not grow with the years.
 * Never fails on the figures.
 */

const MEASURE_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const DOSES = 2_000;
const APPOINTMENTS = 200;
const YEARS = 5;
/** Requests written at once while the records are made. */
const WRITERS = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface HealthHubBench {
  readonly full: LoadFigures;
  readonly empty: LoadFigures;
  /** The full child's requests per second as a fraction of the empty child's. */
  readonly fullToEmptyRatio: number;
  /** Entries in the full child's record. */
  readonly records: { readonly doses: number; readonly appointments: number };
}

async function inTurns<T>(items: readonly T[], write: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < items.length) {
        const item = items[next]!;
        next += 1;
        await write(item);
      }
    }),
  );
}

async function measure(url: string, path: string, authorization: string): Promise<LoadFigures> {
  const options = { url: `${url}${path}`, connections: CONNECTIONS, headers: { authorization } };
  // Unmeasured first, so the figures describe a warm server.
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: MEASURE_SECONDS });
  return {
    path,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failures: { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
  };
}

export async function runHealthHubBench(): Promise<HealthHubBench> {
  const { server, authorization, post } = await startServerWithParent({ email: 'bench-parent@example.com' });
  try {
    const full = await post<{ id: string }>('/api/v1/children', { name: 'Five years of records' });
    const empty = await post<{ id: string }>('/api/v1/children', { name: 'No records yet' });
    const health = `/api/v1/children/${full.id}/health`;
    const now = Date.now();
    const start = now - YEARS * 365 * DAY_MS;
    const startDate = new Date(start - DAY_MS).toISOString().slice(0, 10);
    const medicine = (name: string, times: string[]) =>
      post<{ id: string }>(`${health}/medications`, {
        name,
        doseAmount: 250,
        doseUnit: 'mg',
        form: 'liquid',
        route: 'oral',
        schedule: { kind: 'regular', times, days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
        startDate,
      });
    const medicines = [await medicine('Levetiracetam', ['08:00', '20:00']), await medicine('Melatonin', ['19:00'])];
    const professional = await post<{ id: string }>(`${health}/professionals`, { role: 'Neurologist', name: 'Dr A' });

    // Spread evenly over the five years, the last ones within the hub's recent windows.
    const step = (now - start) / DOSES;
    await inTurns(
      Array.from({ length: DOSES }, (_, index) => index),
      async (index) => {
        await post(`${health}/medications/${medicines[index % medicines.length]!.id}/doses`, {
          status: index % 17 === 0 ? 'missed' : 'given',
          occurredAt: new Date(start + index * step).toISOString(),
        });
      },
    );
    const appointmentStep = (now + 60 * DAY_MS - start) / APPOINTMENTS;
    await inTurns(
      Array.from({ length: APPOINTMENTS }, (_, index) => index),
      async (index) => {
        await post(`${health}/appointments`, {
          professionalId: professional.id,
          withWhom: 'Dr A',
          startsAt: new Date(start + index * appointmentStep).toISOString(),
          outcome: 'Carry on as before.',
        });
      },
    );
    await inTurns(
      Array.from({ length: 60 }, (_, index) => index),
      async (index) => {
        await post(`${health}/events`, {
          kind: index % 3 === 0 ? 'symptom' : 'seizure',
          occurredAt: new Date(start + index * 30 * DAY_MS).toISOString(),
          durationSeconds: 90,
        });
        await post(`${health}/growth`, {
          measuredOn: new Date(start + index * 30 * DAY_MS).toISOString().slice(0, 10),
          heightCm: 100 + index / 2,
          weightKg: 16 + index / 10,
        });
      },
    );

    const fullFigures = await measure(server.loopbackUrl, health, authorization);
    const emptyFigures = await measure(server.loopbackUrl, `/api/v1/children/${empty.id}/health`, authorization);
    return {
      full: fullFigures,
      empty: emptyFigures,
      fullToEmptyRatio: fullFigures.requestsPerSecond / emptyFigures.requestsPerSecond,
      records: { doses: DOSES, appointments: APPOINTMENTS },
    };
  } finally {
    await server.stop();
  }
}

function formatLoad(label: string, figures: LoadFigures): string {
  const { non2xx, errors, timeouts } = figures.failures;
  const failed =
    non2xx + errors + timeouts > 0 ? `   (failed: ${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts)` : '';
  return (
    `  ${label.padEnd(34)} ${Math.round(figures.requestsPerSecond).toLocaleString('en-GB').padStart(6)}/s` +
    `   p50 ${formatMilliseconds(figures.latencyP50Ms).padStart(6)}   p99 ${formatMilliseconds(figures.latencyP99Ms).padStart(6)}${failed}`
  );
}

export function formatHealthHubBench(bench: HealthHubBench): string {
  return [
    `Health hub first screen (${MEASURE_SECONDS} s each after ${WARM_UP_SECONDS} s warm-up, ${CONNECTIONS} connections, loopback, PGlite)`,
    formatLoad(
      `${bench.records.doses.toLocaleString('en-GB')} doses, ${bench.records.appointments} appointments`,
      bench.full,
    ),
    formatLoad('no records', bench.empty),
    `  five years of records as a fraction of none: ${bench.fullToEmptyRatio.toFixed(2)}`,
  ].join('\n');
}

// The web app plays no part here, so it is not built first (the server answers the API without it).
if (import.meta.main) {
  console.log(formatHealthHubBench(await runHealthHubBench()));
}
