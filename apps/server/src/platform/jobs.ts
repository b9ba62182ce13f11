import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJob {
  stop(): void;
}

/**
 * Runs a job every `intervalMs` inside the server process. Runs never overlap in one process; jobs that may run in
 * several instances at once claim their work with `FOR UPDATE SKIP LOCKED`. The timer does not keep the process
 * alive, and a failed run is logged and tried again at the next interval.
 */
export function startIntervalJob(
  name: string,
  intervalMs: number,
  run: () => Promise<unknown>,
  log: FastifyBaseLogger,
): IntervalJob {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => log.error({ err: error, job: name }, 'a background job failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
