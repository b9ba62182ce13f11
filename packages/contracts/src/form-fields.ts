import { z as zod } from 'zod';

/** Field rules the forms of every capability share, with messages a parent can act on. */

/** A text a parent may leave empty: blank means "not filled in" and is stored as null. */
export function optionalText(max: number, label: string) {
  return zod
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date written YYYY-MM-DD that is not in the future; blank means not known. */
export function pastDate(label: string) {
  return zod
    .string({ error: `${label} must be a date` })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)), {
      error: `${label} must be a real date, written like 2019-04-23`,
    })
    .refine((value) => value === null || value <= new Date().toISOString().slice(0, 10), {
      error: `${label} can’t be in the future`,
    })
    .optional();
}

export const requiredName = (label: string, max: number) =>
  zod
    .string({ error: `Please enter ${label}` })
    .trim()
    .min(1, { error: `Please enter ${label}` })
    .max(max, { error: `${label[0]!.toUpperCase()}${label.slice(1)} can be at most ${max} characters` });
