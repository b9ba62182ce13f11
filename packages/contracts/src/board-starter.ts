import { BOARD_PALETTE, type BoardButton, type BoardImage } from './board-values.ts';

/** A board's content as the starter makes it. */
export interface StarterBoard {
  readonly name: string;
  readonly rows: number;
  readonly columns: number;
  readonly coreWords: boolean;
  readonly buttons: readonly BoardButton[];
}

/**
 * The starter boards a parent can begin from: core words pinned down both sides of every board, and in between a
 * home board of folders and first words, feelings, food, places and the child's own people and favourite things.
 * Every board has the same grid, so the core words sit in the same cells everywhere.
 */

export const STARTER_ROWS = 4;
export const STARTER_COLUMNS = 6;

const colour = (name: string) => {
  const found = BOARD_PALETTE.find((entry) => entry.name.startsWith(name)) ?? BOARD_PALETTE[0]!;
  return { background: found.background, border: found.border };
};

type Tone = 'White' | 'Yellow' | 'Green' | 'Blue' | 'Orange' | 'Pink' | 'Purple' | 'Red' | 'Grey';

interface Word {
  readonly label: string;
  readonly symbol?: string;
  readonly photoFileId?: string;
  readonly spoken?: string;
  readonly tone: Tone;
  readonly opens?: number;
}

function button(id: string, row: number, column: number, word: Word, links: readonly string[]): BoardButton {
  const image: BoardImage | null = word.photoFileId
    ? { kind: 'photo', fileId: word.photoFileId }
    : word.symbol
      ? { kind: 'symbol', name: word.symbol }
      : null;
  return {
    id,
    row,
    column,
    label: word.label,
    spokenText: word.spoken ?? null,
    ...colour(word.tone),
    image,
    linkBoardId: word.opens !== undefined ? (links[word.opens] ?? null) : null,
    hidden: false,
  };
}

/** Core words: the left and right columns of every board. */
const CORE: readonly (readonly [number, number, Word])[] = [
  [0, 0, { label: 'I', symbol: 'backhand-index-pointing-right', spoken: 'I', tone: 'Yellow' }],
  [1, 0, { label: 'want', symbol: 'raising-hands', tone: 'Green' }],
  [2, 0, { label: 'more', symbol: 'plus', tone: 'Blue' }],
  [3, 0, { label: 'help', symbol: 'sos-button', tone: 'Pink' }],
  [0, 5, { label: 'yes', symbol: 'check-mark-button', tone: 'Pink' }],
  [1, 5, { label: 'no', symbol: 'cross-mark', tone: 'Pink' }],
  [2, 5, { label: 'stop', symbol: 'stop-sign', tone: 'Red' }],
  [3, 5, { label: 'finished', symbol: 'chequered-flag', tone: 'Blue' }],
];

/** The middle four columns of a board, filled row by row. */
function middle(words: readonly Word[], links: readonly string[], prefix: string): BoardButton[] {
  return words
    .slice(0, STARTER_ROWS * (STARTER_COLUMNS - 2))
    .map((word, index) => button(`${prefix}-${index + 1}`, Math.floor(index / 4), 1 + (index % 4), word, links));
}

/** What the starter boards are made from that is the child's own. */
export interface StarterPersonal {
  /** The child's preferred name, and their photo copied to the board. */
  readonly childName: string | null;
  readonly childPhotoFileId: string | null;
  /** Key contacts from the profile: "Grandma Joan", with a symbol for who they are. */
  readonly people: readonly { readonly label: string; readonly symbol: string }[];
  /** Favourite things from the profile's likes, each with a symbol when one matches. */
  readonly likes: readonly { readonly label: string; readonly symbol: string | null }[];
}

const BOARD_NAMES = ['Home', 'Feelings', 'Food and drink', 'Places', 'People', 'My favourite things'] as const;

/** The boards, in order (home first), linked by the ids they will have. */
export function starterBoards(
  ids: readonly string[],
  personal: StarterPersonal,
): { boards: StarterBoard[]; coreButtons: BoardButton[] } {
  const hasLikes = personal.likes.length > 0;
  const names = hasLikes ? BOARD_NAMES : BOARD_NAMES.slice(0, 5);
  const home: Word[] = [
    { label: 'Feelings', symbol: 'smiling-face-with-smiling-eyes', tone: 'Blue', opens: 1 },
    { label: 'Food and drink', symbol: 'fork-and-knife', tone: 'Orange', opens: 2 },
    { label: 'Places', symbol: 'house-with-garden', tone: 'Orange', opens: 3 },
    { label: 'People', symbol: 'waving-hand', tone: 'Yellow', opens: 4 },
    { label: 'like', symbol: 'red-heart', tone: 'Green' },
    { label: 'go', symbol: 'person-walking', tone: 'Green' },
    { label: 'eat', symbol: 'fork-and-knife', tone: 'Green' },
    { label: 'drink', symbol: 'cup-with-straw', tone: 'Green' },
    { label: 'play', symbol: 'teddy-bear', tone: 'Green' },
    { label: 'toilet', symbol: 'toilet', tone: 'Orange' },
    { label: 'hello', symbol: 'waving-hand', tone: 'Pink' },
    { label: 'look', symbol: 'eyes', tone: 'Green' },
    ...(hasLikes ? [{ label: 'My favourite things', symbol: 'star-struck', tone: 'Orange', opens: 5 } as const] : []),
  ];
  const feelings: Word[] = [
    { label: 'happy', symbol: 'grinning-face', tone: 'Blue' },
    { label: 'sad', symbol: 'crying-face', tone: 'Blue' },
    { label: 'angry', symbol: 'angry-face', tone: 'Blue' },
    { label: 'scared', symbol: 'fearful-face', tone: 'Blue' },
    { label: 'tired', symbol: 'sleeping-face', tone: 'Blue' },
    { label: 'poorly', symbol: 'face-with-thermometer', tone: 'Blue' },
    { label: 'hurt', symbol: 'adhesive-bandage', tone: 'Blue' },
    { label: 'excited', symbol: 'star-struck', tone: 'Blue' },
    { label: 'calm', symbol: 'relieved-face', tone: 'Blue' },
    { label: 'worried', symbol: 'worried-face', tone: 'Blue' },
    { label: 'silly', symbol: 'zany-face', tone: 'Blue' },
    { label: 'a hug', symbol: 'hugging-face', tone: 'Pink' },
  ];
  const food: Word[] = [
    { label: 'apple', symbol: 'red-apple', tone: 'Orange' },
    { label: 'banana', symbol: 'banana', tone: 'Orange' },
    { label: 'toast', symbol: 'bread', tone: 'Orange' },
    { label: 'pizza', symbol: 'pizza', tone: 'Orange' },
    { label: 'pasta', symbol: 'spaghetti', tone: 'Orange' },
    { label: 'sandwich', symbol: 'sandwich', tone: 'Orange' },
    { label: 'chips', symbol: 'french-fries', tone: 'Orange' },
    { label: 'biscuit', symbol: 'cookie', tone: 'Orange' },
    { label: 'water', symbol: 'potable-water', tone: 'Orange' },
    { label: 'milk', symbol: 'glass-of-milk', tone: 'Orange' },
    { label: 'juice', symbol: 'beverage-box', tone: 'Orange' },
    { label: 'ice cream', symbol: 'ice-cream', tone: 'Orange' },
  ];
  const places: Word[] = [
    { label: 'home', symbol: 'house', tone: 'Orange' },
    { label: 'school', symbol: 'school', tone: 'Orange' },
    { label: 'park', symbol: 'national-park', tone: 'Orange' },
    { label: 'shop', symbol: 'shopping-cart', tone: 'Orange' },
    { label: 'car', symbol: 'automobile', tone: 'Orange' },
    { label: 'bus', symbol: 'bus', tone: 'Orange' },
    { label: 'swimming', symbol: 'person-swimming', tone: 'Orange' },
    { label: 'garden', symbol: 'tulip', tone: 'Orange' },
    { label: 'bed', symbol: 'bed', tone: 'Orange' },
    { label: 'playground', symbol: 'playground-slide', tone: 'Orange' },
    { label: 'doctor', symbol: 'hospital', tone: 'Orange' },
    { label: 'bath', symbol: 'bathtub', tone: 'Orange' },
  ];
  const people: Word[] = [
    ...(personal.childName || personal.childPhotoFileId
      ? [
          {
            label: 'me',
            spoken: personal.childName ? `me, ${personal.childName}` : 'me',
            tone: 'Yellow',
            ...(personal.childPhotoFileId ? { photoFileId: personal.childPhotoFileId } : { symbol: 'person' }),
          } as const,
        ]
      : []),
    ...personal.people.map((person) => ({ label: person.label, symbol: person.symbol, tone: 'Yellow' as const })),
    { label: 'you', symbol: 'backhand-index-pointing-right', tone: 'Yellow' },
    { label: 'friend', symbol: 'hugging-face', tone: 'Yellow' },
    { label: 'teacher', symbol: 'woman-teacher', tone: 'Yellow' },
  ];
  const likes: Word[] = personal.likes.map((like) => ({
    label: like.label,
    tone: 'Orange',
    ...(like.symbol ? { symbol: like.symbol } : {}),
  }));
  const words = [home, feelings, food, places, people, likes];
  const coreButtons = CORE.map(([row, column, word], index) => button(`core-${index + 1}`, row, column, word, ids));
  const boards = names.map((name, index) => ({
    name,
    rows: STARTER_ROWS,
    columns: STARTER_COLUMNS,
    coreWords: true,
    buttons: middle(words[index]!, ids, `starter-${index + 1}`),
  }));
  return { boards, coreButtons };
}

/** How many boards the starter set makes. */
export function starterBoardCount(personal: StarterPersonal): number {
  return personal.likes.length > 0 ? BOARD_NAMES.length : BOARD_NAMES.length - 1;
}

/** A symbol for a key contact, from the role the profile gives them. */
export function symbolForRole(role: string): string {
  const lower = role.toLowerCase();
  if (/grand(ma|mother|mum|nan)|nana|granny/.test(lower)) return 'old-woman';
  if (/grand(pa|father|dad)|grandad|grampa/.test(lower)) return 'old-man';
  if (/mum|mother|aunt|sister|step-?mum/.test(lower)) return 'woman';
  if (/dad|father|uncle|brother|step-?dad/.test(lower)) return 'man';
  if (/teacher|ta\b|assistant|senco/.test(lower)) return 'woman-teacher';
  if (/doctor|nurse|therap|paediatric|gp\b/.test(lower)) return 'health-worker';
  return 'person';
}

/** The profile's likes ("trains, bubbles and Peppa Pig") as separate things. */
export function splitLikes(likes: string | null): string[] {
  if (!likes) return [];
  return likes
    .split(/,|;|\n|\band\b/)
    .map((like) => like.trim().replace(/\.$/, ''))
    .filter((like) => like.length > 0 && like.length <= 40)
    .slice(0, 16);
}
