import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { childConditions, childContacts, children } from '../schema/children.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface DemoChild {
  readonly profile: Omit<typeof children.$inferInsert, 'id' | 'familyId' | 'createdAt' | 'updatedAt'>;
  readonly conditions: readonly Omit<typeof childConditions.$inferInsert, 'id' | 'childId'>[];
  readonly contacts: readonly Omit<typeof childContacts.$inferInsert, 'id' | 'childId'>[];
}

/** The children's parents, first among their key contacts: whom a hospital or a school rings first. */
const PARENT_CONTACTS: DemoChild['contacts'] = [
  {
    role: 'Parent',
    name: 'Sam Taylor',
    phone: '07700 900461',
    email: 'sam.taylor@example.com',
    notes: 'Ring first, any time.',
  },
  { role: 'Parent', name: 'Alex Taylor', phone: '07700 900462', email: 'alex.taylor@example.com', notes: null },
];

/** The Taylor family's two children, written as a parent who knows them well would describe them. */
export const DEMO_CHILDREN: readonly DemoChild[] = [
  {
    profile: {
      name: 'Oliver Taylor',
      preferredName: 'Ollie',
      dateOfBirth: '2019-03-12',
      pronouns: 'he/him',
      communication: {
        speech:
          'Single words and phrases he has learned from favourite programmes; he sometimes repeats them to ask for things.',
        signs: 'A few Makaton signs: more, finished, help and toilet.',
        aac: 'TD Snap on his iPad, which goes everywhere with him. He uses it most when he is tired or upset.',
        whatHelps:
          'Say his name first, use few words, and wait at least ten seconds for an answer. Show two choices rather than asking an open question. A first/then card helps with changes.',
      },
      sensory: {
        seeks: 'Deep pressure (tight hugs, his weighted blanket), spinning, the trampoline, crunchy food.',
        avoids: 'Hand dryers, crowded halls, bright strip lights, labels in clothes.',
      },
      likes: 'Trains and train timetables, water play, The Gruffalo, counting, swimming with Dad.',
      dislikes: 'Haircuts, surprise changes to the routine, sudden loud noises, being touched on the head.',
      needs:
        'A visual timetable, five minutes’ warning before a change, a quiet space he can go to, ear defenders for assembly and the dining hall.',
      strengths:
        'Remembers every route he has travelled, brilliant at puzzles and numbers, very affectionate with his family, determined.',
      school: {
        name: 'Brook Lane Primary School',
        contacts: [
          { name: 'Mrs Farah Ahmed', role: 'SENCo', email: 'senco@brooklane.example.sch.uk' },
          { name: 'Mr Tom Reid', role: 'Class teacher (Year 3)' },
        ],
      },
      emergencyInformation:
        'Ollie may not answer to his name when he is distressed and may not be able to tell you he is hurt; look for him holding his ears or rocking. He can run towards roads. His iPad and ear defenders calm him. No known allergies.',
    },
    conditions: [
      {
        name: 'Autism',
        diagnosedOn: '2022-05-18',
        diagnosedBy: 'Dr Hughes, community paediatrician, Child Development Centre',
        notes: 'Diagnosis report saved with his documents.',
      },
      {
        name: 'Language disorder',
        diagnosedOn: '2023-01-10',
        diagnosedBy: 'Hannah Brooks, speech and language therapist',
        notes: null,
      },
    ],
    contacts: [
      ...PARENT_CONTACTS,
      { role: 'GP', name: 'Dr Kwame Osei', phone: '020 7946 0321', email: null, notes: 'Riverside Surgery' },
      {
        role: 'Speech and language therapist',
        name: 'Hannah Brooks',
        phone: null,
        email: 'hannah.brooks@nhs.example',
        notes: 'Sees Ollie at school every other Tuesday.',
      },
    ],
  },
  {
    profile: {
      name: 'Isla Taylor',
      preferredName: null,
      dateOfBirth: '2022-06-30',
      pronouns: 'she/her',
      communication: {
        speech: 'About fifty words, clearer with people she knows well.',
        signs: 'Makaton every day: more than a hundred signs, and she learns new ones quickly.',
        aac: null,
        whatHelps:
          'Get down to her level and face her, speak slowly, sign as you talk, and show her a picture or the real thing.',
      },
      sensory: {
        seeks: 'Music, bouncing, messy play with water and sand.',
        avoids: 'Lumpy food textures, being rushed at mealtimes, loud hand dryers.',
      },
      likes: 'Singing and action songs, Hey Duggee, bubbles, her big brother Ollie, the swings.',
      dislikes: 'Hats, waiting, having her face wiped.',
      needs:
        'Support with eating and with fine motor skills; daily physiotherapy exercises for low muscle tone; extra time to learn new words; an adult close by on stairs.',
      strengths: 'Sociable and funny, a brilliant copier, loves to help, gives the best hugs.',
      school: {
        name: 'Little Acorns Nursery',
        contacts: [{ name: 'Ms Priya Kaur', role: 'Key person', phone: '020 7946 0555' }],
      },
      emergencyInformation:
        'Isla had heart surgery in 2023 (repaired AVSD); tell paramedics about it. She has grommets in both ears. She may not be able to tell you where it hurts: watch her face and signs.',
    },
    conditions: [
      {
        name: 'Down syndrome',
        diagnosedOn: '2022-07-02',
        diagnosedBy: 'Neonatal team, St Mary’s Hospital',
        notes: null,
      },
      {
        name: 'Atrioventricular septal defect (repaired)',
        diagnosedOn: '2022-07-05',
        diagnosedBy: 'Paediatric cardiology, Evelina London',
        notes: 'Surgery in March 2023; yearly check-up.',
      },
      {
        name: 'Glue ear',
        diagnosedOn: '2024-02-09',
        diagnosedBy: 'Paediatric audiology',
        notes: 'Grommets fitted in May 2024.',
      },
    ],
    contacts: [
      ...PARENT_CONTACTS,
      { role: 'GP', name: 'Dr Kwame Osei', phone: '020 7946 0321', email: null, notes: 'Riverside Surgery' },
      {
        role: 'Portage home visitor',
        name: 'Gemma Lowe',
        phone: '020 7946 0777',
        email: null,
        notes: 'Visits on Thursday mornings.',
      },
      {
        role: 'Cardiac nurse specialist',
        name: 'Ruth Adeyemi',
        phone: '020 7946 0999',
        email: null,
        notes: 'Call with any worries about breathing or colour.',
      },
    ],
  },
];

/** Adds the demo children to a family that has none yet; a family that already has children is left alone. */
export async function seedDemoChildren(tx: Transaction, familyId: string): Promise<void> {
  const existing = await tx.select({ id: children.id }).from(children).where(eq(children.familyId, familyId)).limit(1);
  if (existing.length > 0) return;
  // One transaction has one now(): the children are given a second apart so they list in this order.
  const start = Date.now() - DEMO_CHILDREN.length * 1000;
  for (const [index, child] of DEMO_CHILDREN.entries()) {
    const createdAt = new Date(start + index * 1000);
    const [row] = await tx
      .insert(children)
      .values({ ...child.profile, familyId, createdAt, updatedAt: createdAt })
      .returning({ id: children.id });
    const childId = row!.id;
    if (child.conditions.length > 0) {
      await tx.insert(childConditions).values(child.conditions.map((condition) => ({ ...condition, childId })));
    }
    if (child.contacts.length > 0) {
      await tx.insert(childContacts).values(child.contacts.map((contact) => ({ ...contact, childId })));
    }
  }
}
