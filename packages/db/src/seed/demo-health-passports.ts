import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { children } from '../schema/children.ts';
import { healthPassports } from '../schema/health-passport.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the Taylors have written on each child's passport; the rest comes from the profile and the health hub. */
const DEMO_PASSPORTS: readonly {
  readonly childName: string;
  readonly nhsNumber: string;
  readonly written: Readonly<Record<string, string>>;
  readonly reasonableAdjustments: readonly string[];
}[] = [
  {
    childName: 'Oliver Taylor',
    nhsNumber: '9434765919',
    written: {
      takingBlood:
        'Numbing cream 45 minutes before. Show him the plaster first and count down from five. A parent holds him on their lap; please do not hold his head.',
      bloodPressure: 'Let him feel the cuff on his hand first. He may only manage it on his leg.',
      swallowing: 'Swallows well. Tablets need crushing into a spoon of yoghurt.',
      whenAnxious:
        'He covers his ears, rocks or runs. Turn down noise and lights, give him his iPad and ear defenders, and let a parent speak for him. Do not crowd him.',
      pain: 'He does not say he is hurt. He goes quiet, presses on the sore place, or bangs his head on soft things.',
      sleeping: 'Melatonin at 7 pm, bed at 7.30 with his weighted blanket and the door open.',
      eatingDrinking:
        'Plain, dry, crunchy food: toast, crackers, apple slices. Drinks water and milk from his own bottle.',
      touch:
        'Tell him before you touch him and touch firmly; a light touch upsets him. Never touch his head without asking.',
      routines: 'First/then card for every step. A timer helps him wait.',
      interests: 'Ask him about trains, the Underground map or his favourite Gruffalo page.',
    },
    reasonableAdjustments: [
      'A quiet space to wait, away from the busy waiting room',
      'Numbing cream before any needle, put on 45 minutes ahead',
      'My parent or carer stays with me at all times, including the anaesthetic room',
      'Dim the lights and keep noise down where you can',
    ],
  },
  {
    childName: 'Isla Taylor',
    nhsNumber: '4010232137',
    written: {
      medicalHistory:
        'Heart surgery (AVSD repair) at the Evelina in March 2023. Grommets fitted in both ears in May 2024.',
      breathing: 'Prone to chest infections in winter. Tell us at once if her lips look blue or she breathes fast.',
      swallowing: 'Needs soft, mashed food; thin drinks may make her cough. Sit her upright to eat.',
      whenAnxious: 'Sing "Wind the Bobbin Up" with her and sign as you talk. Her bunny comforts her.',
      pain: 'She signs "hurt" and points. Otherwise she pulls at her ears or stops eating.',
      movingAround: 'Walks with a hand held; an adult close by on stairs.',
      seeingHearing: 'Grommets in both ears: face her and speak clearly. Wears glasses for reading books.',
      comfort: 'Her bunny, a song, and being held close.',
    },
    reasonableAdjustments: [
      'A thumb-prick blood test instead of a needle in the arm, where possible',
      'Explain what you will do before you touch me, and show me first',
      'Weigh me once and write my weight down for doses',
    ],
  },
];

/** Gives the demo children their passports; a child who already has one keeps it. */
export async function seedDemoPassports(tx: Transaction, familyId: string, today: Date): Promise<void> {
  // Checked last month, so the next check is five months away.
  const reviewedAt = new Date(today.getTime() - 30 * 24 * 60 * 60 * 1000);
  const due = new Date(reviewedAt);
  due.setUTCMonth(due.getUTCMonth() + 6);
  for (const passport of DEMO_PASSPORTS) {
    const [child] = await tx
      .select({ id: children.id })
      .from(children)
      .where(and(eq(children.familyId, familyId), eq(children.name, passport.childName)));
    if (!child) continue;
    await tx
      .insert(healthPassports)
      .values({
        childId: child.id,
        nhsNumber: passport.nhsNumber,
        written: passport.written,
        reasonableAdjustments: [...passport.reasonableAdjustments],
        reviewedAt,
        reviewDueOn: due.toISOString().slice(0, 10),
      })
      .onConflictDoNothing({ target: healthPassports.childId });
  }
}
