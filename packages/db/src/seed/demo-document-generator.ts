import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { children } from '../schema/children.ts';
import { generatorDrafts, generatorSenders } from '../schema/document-generator.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The address the Taylors' letters are sent from (a made-up street in a real-looking format). */
const DEMO_SENDER = {
  name: 'Sam Taylor',
  addressLines: ['12 Willow Road', 'London', 'SE15 4QT'],
  phone: '07700 900461',
  email: 'sam.taylor@example.com',
};

/** Letters the Taylors have started: what they typed; the rest is filled from the children's records. */
const DEMO_DRAFTS: readonly {
  readonly childName: string;
  readonly templateId: string;
  readonly values: Readonly<Record<string, string | readonly string[]>>;
}[] = [
  {
    childName: 'Oliver Taylor',
    templateId: 'school-reasonable-adjustments',
    values: {
      recipientName: 'Mrs Farah Ahmed, SENCo',
      recipientAddress: ['Brook Lane Primary School', 'Brook Lane', 'London', 'SE15 2RB'],
      yearGroup: 'Year 3',
      disadvantage:
        'The noise and crowding at lunchtime and in assemblies overwhelm Ollie. Most days he covers his ears, runs from the hall or has a meltdown, and then cannot settle to work for the rest of the afternoon.\n\nSpoken instructions given to the whole class are lost on him: he needs them one at a time, with a picture.',
      adjustments: [
        'Lunch in a quiet room with one friend, and leaving the hall before it fills',
        'Ear defenders he can wear whenever he needs them, including in assembly',
        'A movement break every 30 minutes with his teaching assistant',
        'Instructions given one at a time, with a picture or written down',
        'A visual timetable on his desk, and warning before any change to the day',
      ],
    },
  },
  {
    childName: 'Isla Taylor',
    templateId: 'one-page-profile',
    values: {
      admire: [
        'Her big smile and her hugs',
        'She signs “more” and “thank you” without being asked',
        'She tries again when something is hard',
      ],
      important: ['Her bunny, which goes everywhere', 'Singing “Wind the Bobbin Up”', 'Mummy or Daddy at pick-up time'],
      support: [
        'Face me and speak clearly: I have glue ear',
        'Sign as you talk, using Makaton',
        'Give me soft, mashed food and sit me upright to eat',
        'Hold my hand on stairs',
      ],
      writtenBy: 'Sam Taylor, with Isla',
    },
  },
];

/** Gives the demo family its letter details and a draft or two; what is there already is kept. */
export async function seedDemoGeneratorDrafts(tx: Transaction, familyId: string, now: Date): Promise<void> {
  await tx
    .insert(generatorSenders)
    .values({ familyId, ...DEMO_SENDER, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: generatorSenders.familyId });
  for (const draft of DEMO_DRAFTS) {
    const [child] = await tx
      .select({ id: children.id })
      .from(children)
      .where(and(eq(children.familyId, familyId), eq(children.name, draft.childName)));
    if (!child) continue;
    await tx
      .insert(generatorDrafts)
      .values({ childId: child.id, templateId: draft.templateId, values: draft.values, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [generatorDrafts.childId, generatorDrafts.templateId] });
  }
}
