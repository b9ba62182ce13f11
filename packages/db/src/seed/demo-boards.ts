import { DEFAULT_BOARD_SPEECH, starterBoardCount, starterBoards } from '@tedi/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { children } from '../schema/children.ts';
import { boards, boardSets } from '../schema/communication-board.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Ollie's communication board: the starter boards made his own, with the people around him (his parents, his
 * sister, his grandparent and his speech and language therapist) and his favourite things from his profile, each
 * with a symbol. He has a language disorder and uses pictures to talk, so his is the demo family's board.
 */
const OLLIE = {
  childName: 'Oliver Taylor',
  personal: {
    childName: 'Ollie',
    childPhotoFileId: null,
    people: [
      { label: 'Sam', symbol: 'woman' },
      { label: 'Alex', symbol: 'man' },
      { label: 'Isla', symbol: 'girl' },
      { label: 'Grandpa Pat', symbol: 'old-man' },
      { label: 'Hannah', symbol: 'speaking-head' },
    ],
    likes: [
      { label: 'trains', symbol: 'locomotive' },
      { label: 'train timetables', symbol: 'station' },
      { label: 'water play', symbol: 'droplet' },
      { label: 'The Gruffalo', symbol: 'books' },
      { label: 'counting', symbol: 'input-numbers' },
      { label: 'swimming with Dad', symbol: 'person-swimming' },
    ],
  },
  speech: { ...DEFAULT_BOARD_SPEECH, voiceLang: 'en-GB', rate: 0.9 },
} as const;

/** Gives Ollie his board once; a board he already has is left as it is. */
export async function seedDemoBoards(tx: Transaction, familyId: string): Promise<void> {
  const familyChildren = await tx
    .select({ id: children.id, name: children.name })
    .from(children)
    .where(eq(children.familyId, familyId));
  const ollie = familyChildren.find((each) => each.name === OLLIE.childName);
  if (!ollie) return;
  const [existing] = await tx.select({ id: boardSets.id }).from(boardSets).where(eq(boardSets.childId, ollie.id));
  if (existing) return;
  const ids = Array.from({ length: starterBoardCount(OLLIE.personal) }, () => crypto.randomUUID());
  const made = starterBoards(ids, OLLIE.personal);
  await tx.insert(boards).values(
    made.boards.map((board, index) => ({
      id: ids[index]!,
      childId: ollie.id,
      name: board.name,
      rows: board.rows,
      columns: board.columns,
      coreWords: board.coreWords,
      buttons: [...board.buttons],
      position: index,
    })),
  );
  await tx.insert(boardSets).values({
    childId: ollie.id,
    homeBoardId: ids[0]!,
    coreButtons: made.coreButtons,
    speech: OLLIE.speech,
  });
}
