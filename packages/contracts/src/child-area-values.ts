import type { BoardUsageState } from './board-usage-values.ts';
import type { BoardSetResponse } from './board-values.ts';

/**
 * The child's own area and how a child signs in to it: plain values and types (no zod), so the child's pages stay
 * small. Schemas for what the server accepts are in `child-area.ts`.
 *
 * A child who may not read signs in by tapping their own picture and then a picture password (3 of 9 pictures, in
 * order) or a PIN, on a device a parent has trusted. Three wrong tries lock the sign-in calmly until a parent
 * unlocks it. Leaving the child area needs a grown-up.
 */

export const CHILD_SIGN_IN_LIMITS = {
  /** Pictures chosen, in order, from the nine shown. */
  picturesChosen: 3,
  pinMinLength: 4,
  pinMaxLength: 6,
  /** Wrong tries in a row before the sign-in locks until a parent unlocks it. */
  attemptsBeforeLock: 3,
  /** Attempts a parent sees on the child's profile. */
  attemptsShown: 20,
  deviceNameMax: 60,
  devicesMax: 20,
} as const;

/**
 * The nine pictures of a picture password, always shown in this order in a 3 by 3 grid (a child finds them by
 * place as well as by look). Each is a symbol of the board's shipped set and a word the sign-in page speaks.
 */
export const SIGN_IN_PICTURES = [
  { name: 'dog-face', word: 'dog' },
  { name: 'cat-face', word: 'cat' },
  { name: 'red-apple', word: 'apple' },
  { name: 'sun', word: 'sun' },
  { name: 'automobile', word: 'car' },
  { name: 'tropical-fish', word: 'fish' },
  { name: 'star', word: 'star' },
  { name: 'soccer-ball', word: 'ball' },
  { name: 'deciduous-tree', word: 'tree' },
] as const;
export type SignInPicture = (typeof SIGN_IN_PICTURES)[number]['name'];
export const SIGN_IN_PICTURE_NAMES: readonly SignInPicture[] = SIGN_IN_PICTURES.map((picture) => picture.name);

/** What a picture password is kept as (hashed): its pictures' names in order. */
export function pictureSecret(pictures: readonly string[]): string {
  return pictures.join(',');
}

/** How long a child's session lasts, as the parent chooses; after it the child signs in again. */
export const CHILD_SESSION_MINUTES = [30, 60, 120, 240] as const;
export type ChildSessionMinutes = (typeof CHILD_SESSION_MINUTES)[number];
export const DEFAULT_CHILD_SESSION_MINUTES: ChildSessionMinutes = 60;

export const CHILD_SIGN_IN_METHODS = ['pictures', 'pin'] as const;
export type ChildSignInMethod = (typeof CHILD_SIGN_IN_METHODS)[number];

/** The child area's colours: each meets WCAG AA contrast for its text and focus ring. */
export const CHILD_THEMES = [
  { id: 'sand', label: 'Warm sand', symbol: 'sunflower' },
  { id: 'sky', label: 'Cool sky', symbol: 'cloud' },
  { id: 'mint', label: 'Fresh mint', symbol: 'seedling' },
] as const;
export type ChildTheme = (typeof CHILD_THEMES)[number]['id'];

/** What the child may choose for themselves, inside what the parent allows. */
export interface ChildChoices {
  /** Whether buttons make a sound and the area speaks its labels when touched. */
  readonly sounds: boolean;
  readonly theme: ChildTheme;
  /** A voice the child picked by name, or null for the one the parent chose for the board. */
  readonly voiceName: string | null;
}
export const DEFAULT_CHILD_CHOICES: ChildChoices = { sounds: true, theme: 'sand', voiceName: null };

/** What the parent lets the child change in their settings; the rest stays as the parent set it. */
export interface ChildAllowances {
  readonly sounds: boolean;
  readonly theme: boolean;
  readonly voice: boolean;
}
export const DEFAULT_CHILD_ALLOWANCES: ChildAllowances = { sounds: true, theme: true, voice: false };

/** One try at signing in, as the parent sees it. */
export interface ChildSignInAttempt {
  readonly at: string;
  readonly succeeded: boolean;
  /** The trusted device's name, or null when a parent started the session from their own sign-in. */
  readonly deviceName: string | null;
}

/** A child's sign-in as the parent sees it on the child's profile. */
export interface ChildSignInResponse {
  readonly childId: string;
  readonly enabled: boolean;
  readonly method: ChildSignInMethod | null;
  readonly sessionMinutes: ChildSessionMinutes;
  readonly locked: boolean;
  /** Wrong tries since the last success or unlock. */
  readonly failedAttempts: number;
  readonly attempts: readonly ChildSignInAttempt[];
  readonly allowances: ChildAllowances;
  /** Whether the family has set a grown-up PIN for leaving the child area (a parent's password always works). */
  readonly grownUpPinSet: boolean;
}

/** A device a parent trusted for their children's sign-in. */
export interface TrustedDeviceResponse {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

export interface TrustedDeviceCreatedResponse {
  readonly device: TrustedDeviceResponse;
  /** Shown once, kept by the device: it lets the device show the family's children their sign-in. */
  readonly deviceToken: string;
}

/** A child as a trusted device shows them at /child/login. */
export interface SignInChild {
  readonly childId: string;
  /** The name the child is called by. */
  readonly name: string;
  readonly hasPhoto: boolean;
  readonly method: ChildSignInMethod;
  readonly locked: boolean;
}

export interface SignInChildrenResponse {
  readonly children: readonly SignInChild[];
}

/** A session as the auth service gives it (GoTrue's shape), for the web app's auth client to take up. */
export interface ChildSessionResponse {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
  readonly expires_at: number;
  readonly token_type: 'bearer';
  readonly user: Record<string, unknown>;
}

/** The child's own area, as the child's pages read it. */
export interface ChildAreaResponse {
  readonly childId: string;
  readonly name: string;
  readonly hasPhoto: boolean;
  readonly choices: ChildChoices;
  readonly allowances: ChildAllowances;
  /** When the session ends and the child signs in again. */
  readonly sessionEndsAt: string | null;
}

/** One of the child's favourite things, with a picture when the symbol set has one. */
export interface ChildFavourite {
  readonly text: string;
  readonly symbol: string | null;
}

export interface ChildMeResponse {
  readonly name: string;
  readonly hasPhoto: boolean;
  readonly likes: readonly ChildFavourite[];
}

/**
 * The child's board, and whether the words they say on it are counted (`on`): the Talk page then sends them, and
 * tells the child a grown-up can see which words they use. Nothing else about the log reaches the child.
 */
export type ChildBoardResponse = BoardSetResponse & { readonly usageLog: BoardUsageState };

/** Refusals of a sign-in the pages show in pictures and speech. */
export const CHILD_SIGN_IN_CODES = {
  wrong: 'child_sign_in_wrong',
  locked: 'child_sign_in_locked',
  off: 'child_sign_in_off',
  untrustedDevice: 'untrusted_device',
} as const;

export const CHILD_AREA_API = {
  /** The parent's side, on the child's profile. */
  signIn: (childId: string) => `/api/v1/children/${childId}/child-sign-in`,
  unlock: (childId: string) => `/api/v1/children/${childId}/child-sign-in/unlock`,
  handOver: (childId: string) => `/api/v1/children/${childId}/child-sign-in/session`,
  devices: '/api/v1/child-devices',
  device: (deviceId: string) => `/api/v1/child-devices/${deviceId}`,
  grownUpPin: '/api/v1/child-devices/grown-up-pin',
  /** A trusted device's side, before anyone is signed in. */
  deviceChildren: '/api/v1/child-sign-in/children',
  devicePhoto: (childId: string) => `/api/v1/child-sign-in/children/${childId}/photo`,
  startSession: '/api/v1/child-sign-in',
  /** The signed-in child's side. */
  area: '/api/v1/child-area',
  photo: '/api/v1/child-area/photo',
  me: '/api/v1/child-area/me',
  settings: '/api/v1/child-area/settings',
  board: '/api/v1/child-area/board',
  /** The words the child said on their board, sent when the usage log is on. */
  boardUsage: '/api/v1/child-area/board/usage',
  boardPhoto: (fileId: string) => `/api/v1/child-area/board-photos/${fileId}`,
  leave: '/api/v1/child-area/leave',
} as const;

/** Where a trusted device keeps its token (never sent anywhere but the sign-in endpoints). */
export const TRUSTED_DEVICE_STORAGE_KEY = 'tedi.trusted-device';
