import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { children } from '../schema/children.ts';
import { dlaAnswers, dlaClaims, dlaDiaryEntries, dlaEvidence } from '../schema/dla.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
const dayBefore = (today: Date, days: number) => new Date(today.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/** What Sam has written so far, in Sam's words. */
const ANSWERS: Readonly<Record<string, string>> = {
  conditions:
    'Autism, diagnosed in 2022 by the community paediatrician. Language disorder, diagnosed in 2023 by the speech and language therapy team. Melatonin 2 mg every night.',
  walking:
    'Oliver can walk, but on a usual trip out he drops to the ground or bolts once or twice. On familiar routes he manages with a hand held the whole way.',
  guidanceOutdoors:
    'He has no sense of danger near roads. In places he does not know, he runs towards anything that catches his eye and does not stop when called. He needs an adult holding his hand or on reins every time he is outside, which a child of seven would not.',
  nights:
    'He wakes two or three times on most nights (five or six nights a week). Each time it takes 20 to 45 minutes to settle him: he is distressed and needs me to stay with him and use his weighted blanket. On bad nights he is up for two hours from 3 am.',
  eating:
    'He eats about eight foods, all dry and crunchy. Every meal needs an adult beside him to keep him at the table and to cut food the way he accepts. A meal takes 40 minutes to an hour.',
};

/** A week of the care diary, days before the seed day. */
const DIARY: readonly {
  readonly daysAgo: number;
  readonly period: 'day' | 'night';
  readonly help: string;
  readonly minutes: number;
  readonly times: number;
  readonly whatHappened?: string;
}[] = [
  { daysAgo: 6, period: 'night', help: 'Settling after waking', minutes: 30, times: 3 },
  { daysAgo: 6, period: 'day', help: 'Dressing, step by step with picture cards', minutes: 25, times: 1 },
  {
    daysAgo: 5,
    period: 'day',
    help: 'Meltdown at the supermarket',
    minutes: 40,
    times: 1,
    whatHappened: 'Dropped to the floor by the tills; had to carry him to the car.',
  },
  { daysAgo: 5, period: 'night', help: 'Up from 3 am, stayed with him', minutes: 120, times: 1 },
  { daysAgo: 4, period: 'day', help: 'Sitting with him through each meal', minutes: 45, times: 3 },
  { daysAgo: 3, period: 'night', help: 'Settling after waking', minutes: 20, times: 2 },
  { daysAgo: 2, period: 'day', help: 'Holding his hand on the walk to school; he bolted once', minutes: 15, times: 2 },
];

/** Oliver's claim in progress: Sam phoned two weeks before the seed day and has started writing. */
export async function seedDemoDla(tx: Transaction, familyId: string, today: Date): Promise<void> {
  const [child] = await tx
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.familyId, familyId), eq(children.name, 'Oliver Taylor')));
  if (!child) return;
  const claimed = await tx
    .insert(dlaClaims)
    .values({
      childId: child.id,
      nation: 'england',
      callDate: dayBefore(today, 14),
      formSentOn: dayBefore(today, 10),
      needsBeganOn: '2021-09-01',
      updatedByName: 'Sam Taylor',
    })
    .onConflictDoNothing({ target: dlaClaims.childId })
    .returning({ id: dlaClaims.id });
  // A family seeded before keeps its claim as it stands.
  if (claimed.length === 0) return;
  await tx.insert(dlaAnswers).values(
    Object.entries(ANSWERS).map(([questionKey, text]) => ({
      childId: child.id,
      questionKey,
      text,
      updatedByName: 'Sam Taylor',
    })),
  );
  await tx.insert(dlaDiaryEntries).values(
    DIARY.map((entry) => ({
      childId: child.id,
      date: dayBefore(today, entry.daysAgo),
      period: entry.period,
      help: entry.help,
      minutes: entry.minutes,
      times: entry.times,
      whatHappened: entry.whatHappened ?? null,
      recordedByName: 'Sam Taylor',
    })),
  );
  await tx.insert(dlaEvidence).values([
    { childId: child.id, kind: 'diagnosis-letter', title: 'Autism diagnosis letter, 2022', status: 'have' },
    { childId: child.id, kind: 'school-report', title: 'Letter from Mrs Ahmed, SENCo', status: 'asked' },
    { childId: child.id, kind: 'therapy-report', title: 'Speech and language therapy report', status: 'to-ask' },
  ]);
}
