import { z as zod } from 'zod';
import {
  CHILD_SESSION_MINUTES,
  CHILD_SIGN_IN_LIMITS,
  CHILD_THEMES,
  SIGN_IN_PICTURE_NAMES,
  type SignInPicture,
} from './child-area-values.ts';

/** What the child sign-in and the child area accept. Plain values and types are in `child-area-values.ts`. */

const { picturesChosen, pinMinLength, pinMaxLength, deviceNameMax } = CHILD_SIGN_IN_LIMITS;

const pinSchema = zod
  .string({ error: 'The PIN must be numbers' })
  .regex(new RegExp(`^\\d{${pinMinLength},${pinMaxLength}}$`), {
    error: `The PIN must be ${pinMinLength} to ${pinMaxLength} numbers`,
  });

const pictureSchema = zod.enum(SIGN_IN_PICTURE_NAMES as [SignInPicture, ...SignInPicture[]], {
  error: 'Please choose from the nine pictures',
});

const picturesSchema = zod
  .array(pictureSchema)
  .length(picturesChosen, { error: `Please choose ${picturesChosen} pictures, in order` });

const sessionMinutesSchema = zod
  .number({ error: 'Please choose how long a session lasts' })
  .refine((value) => (CHILD_SESSION_MINUTES as readonly number[]).includes(value), {
    error: `A session lasts ${CHILD_SESSION_MINUTES.join(', ')} minutes`,
  });

const allowancesSchema = zod.strictObject({ sounds: zod.boolean(), theme: zod.boolean(), voice: zod.boolean() });

/**
 * Turning a child's sign-in on or changing it. The secret is optional when the login is already on (changing only
 * the session length or what the child may change keeps the pictures or PIN they know).
 */
export const childSignInUpdateSchema = zod
  .strictObject({
    method: zod.enum(['pictures', 'pin'], { error: 'Please choose pictures or a PIN' }),
    pictures: picturesSchema.optional(),
    pin: pinSchema.optional(),
    sessionMinutes: sessionMinutesSchema,
    allowances: allowancesSchema,
  })
  .refine((value) => value.method !== 'pictures' || value.pin === undefined, {
    error: 'Choose pictures or a PIN, not both',
    path: ['pin'],
  })
  .refine((value) => value.method !== 'pin' || value.pictures === undefined, {
    error: 'Choose pictures or a PIN, not both',
    path: ['pictures'],
  });
export type ChildSignInUpdate = zod.infer<typeof childSignInUpdateSchema>;

export const trustedDeviceCreateSchema = zod.strictObject({
  name: zod
    .string({ error: 'Please name this device' })
    .trim()
    .min(1, { error: 'Please name this device, like “Kitchen tablet”' })
    .max(deviceNameMax, { error: `A device’s name can be at most ${deviceNameMax} characters` }),
});

export const grownUpPinSchema = zod.strictObject({ pin: pinSchema });

/** A device token is 43 characters of base64url (32 random bytes). */
export const deviceTokenSchema = zod
  .string({ error: 'This device isn’t set up for sign-in' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This device isn’t set up for sign-in' });

export const deviceRequestSchema = zod.strictObject({ deviceToken: deviceTokenSchema });

export const childSessionStartSchema = zod.strictObject({
  deviceToken: deviceTokenSchema,
  childId: zod.uuid({ error: 'Please tap your picture' }),
  pictures: picturesSchema.optional(),
  pin: zod
    .string()
    .max(pinMaxLength * 2)
    .optional(),
});

export const childChoicesSchema = zod.strictObject({
  sounds: zod.boolean(),
  theme: zod.enum(CHILD_THEMES.map((theme) => theme.id) as [string, ...string[]], { error: 'Please choose colours' }),
  voiceName: zod.string().trim().max(200).nullable(),
});

/** Leaving the child area: the grown-up PIN, or a parent's e-mail address and password. */
export const childLeaveSchema = zod.union([
  zod.strictObject({ pin: zod.string().max(pinMaxLength * 2) }),
  zod.strictObject({ email: zod.string().trim().max(320), password: zod.string().max(1000) }),
]);
export type ChildLeaveInput = zod.infer<typeof childLeaveSchema>;
