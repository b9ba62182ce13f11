import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { children } from '../schema/children.ts';
import { ehcpCases, ehcpContacts } from '../schema/ehcp.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date some days before the seed day. */
const daysBefore = (today: Date, days: number) => new Date(today.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Oliver's EHCP case, part way through the assessment: asked for ten weeks before the seed day, the council agreed to
 * assess in week five, a case officer's promise to call back has been broken, and his parents have drafted the
 * plan's sections A and F. A child who already has a case keeps it.
 */
export async function seedDemoEhcp(tx: Transaction, familyId: string, today: Date): Promise<void> {
  const [child] = await tx
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.familyId, familyId), eq(children.name, 'Oliver Taylor')));
  if (!child) return;
  const inserted = await tx
    .insert(ehcpCases)
    .values({
      childId: child.id,
      stage: 'assessing',
      nation: 'england',
      localAuthority: 'Riverside Borough Council',
      caseOfficer: 'Dana Whitfield',
      caseOfficerContact: 'send.team@riverside.example.gov.uk, 020 7946 0555',
      proposedSchool: 'Brook Lane Primary School',
      dates: {
        requestDate: daysBefore(today, 70),
        assessmentDecisionDate: daysBefore(today, 36),
        assessmentDecision: 'assess',
      },
      sections: {
        A: {
          parent:
            'Ollie loves trains, the Underground map and the Gruffalo. He is funny, determined and remembers every station on the Northern line. He wants to go to school without feeling frightened, to have a friend to play trains with, and to be able to tell people when something hurts. We want him to stay at Brook Lane with the right help, to learn to read, and to be understood.',
          council: null,
          evidence: [],
        },
        F: {
          parent:
            'Speech and language therapy: 45 minutes a week, one to one, delivered by a qualified speech and language therapist, with a programme the class teaching assistant practises with him for 10 minutes every school day.\nA teaching assistant trained in autism with Ollie for all of the school day, including break and lunch.\nA quiet room he can go to when he asks, with ear defenders kept there.\nA visual timetable at his desk, updated by the teaching assistant at the start of each day.',
          council: null,
          evidence: [],
        },
      },
    })
    .onConflictDoNothing({ target: ehcpCases.childId })
    .returning({ id: ehcpCases.id });
  if (inserted.length === 0) return;
  await tx.insert(ehcpContacts).values([
    {
      childId: child.id,
      happenedOn: daysBefore(today, 70),
      who: 'Riverside SEND team',
      method: 'email',
      summary: 'Sent our request for an EHC needs assessment, with the speech therapy and paediatric reports.',
      promise: null,
      promisedBy: null,
    },
    {
      childId: child.id,
      happenedOn: daysBefore(today, 36),
      who: 'Dana Whitfield, case officer',
      method: 'letter',
      summary: 'Letter saying the council will carry out an EHC needs assessment.',
      promise: null,
      promisedBy: null,
    },
    {
      childId: child.id,
      happenedOn: daysBefore(today, 21),
      who: 'Dana Whitfield, case officer',
      method: 'phone',
      summary:
        'Asked when the educational psychologist will see Ollie. She said the request for advice had gone out but she did not have a date.',
      promise: 'Call back with the date of the educational psychologist’s visit',
      promisedBy: daysBefore(today, 14),
    },
  ]);
}
