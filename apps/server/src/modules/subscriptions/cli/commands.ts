import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import {
  type AccessGrantCreateInput,
  accessGrantCreateSchema,
  type LicenceBatchCreateInput,
  licenceBatchCreateSchema,
  SPONSOR_KIND_NAMES,
  SPONSOR_KINDS,
} from '@tedi/contracts';
import type { Database } from '@tedi/db';
import { pino } from 'pino';
import type { z } from 'zod';
import { openForCommand } from '../../../auth/cli/open.ts';
import { AccessRepository } from '../../../platform/access-repository.ts';
import { type Clock, systemClock } from '../../../platform/clock.ts';
import type { Config } from '../../../platform/config.ts';
import { AppError } from '../../../platform/errors.ts';
import { ChildAccessService } from '../../../policies/child-access.ts';
import { SubscriptionsRepository } from '../repository.ts';
import { SubscriptionsService } from '../service.ts';

/*
 * The commands with which whoever runs a Tedi server gives families access without a payment provider:
 * `npm run access:grant` and `npm run access:licences`. They check what they were given before opening the
 * database, then do what an administrator's grant or licence batch does, through the subscriptions service.
 */

/** Where a command writes: what it did, and what went wrong. */
export interface CommandOutput {
  out(text: string): void;
  error(text: string): void;
}

/** The arguments, checked; or what is wrong with them, in plain words. */
export type Checked<T> = { readonly ok: true; readonly input: T } | { readonly ok: false; readonly problem: string };

export const GRANT_USAGE =
  'Usage: npm run access:grant -- --email parent@example.org --until 2027-12-31 [--reason "Why access is given"]';
export const LICENCES_USAGE =
  'Usage: npm run access:licences -- --sponsor "Riverside Carers Trust" --kind charity --seats 10 --until 2027-12-31 [--codes 10] [--listed]';

/** What a grant made from the command line records as its reason when none is given. */
export const COMMAND_LINE_REASON = 'Given by the server’s operator from the command line';

/** The most codes one batch can have (the admin API's limit too). */
const MOST_CODES = 1000;

/** The subscriptions service as the commands use it: no payment provider, and nobody signed in. */
export function commandLineService(db: Database, config: Config, clock: Clock = systemClock): SubscriptionsService {
  return new SubscriptionsService(new SubscriptionsRepository(db), new ChildAccessService(new AccessRepository(db)), {
    config: config.subscriptions,
    clock,
    payments: null,
    publicUrl: config.publicUrl,
    log: pino({ level: 'silent' }),
  });
}

/** A day as people read it: 31 December 2027. */
function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The command's options, or a plain sentence about the first one that is unknown or has no value. */
function options<T extends ParseArgsOptionsConfig>(args: readonly string[], known: T) {
  try {
    const config = { args: [...args], options: known, strict: true as const, allowPositionals: false as const };
    return { ok: true as const, values: parseArgs(config).values };
  } catch (error) {
    const message = (error as Error).message;
    const unknown = /Unknown option '([^']+)'/.exec(message)?.[1];
    const noValue = /Option '(?:-\w, )?(--[\w-]+)[^']*' argument missing/.exec(message)?.[1];
    const stray = /Unexpected argument '([^']*)'/.exec(message)?.[1];
    const problem = unknown
      ? `There is no option ${unknown}.`
      : noValue
        ? `Please give a value after ${noValue}.`
        : stray !== undefined
          ? `“${stray}” has no option before it. Put words with spaces in quotes, like --sponsor "Riverside Carers Trust".`
          : 'Please give only the options below, each with its value.';
    return { ok: false as const, problem };
  }
}

/** The first thing wrong with the input, named by the command's own option. */
function firstIssue(error: z.ZodError, optionOf: Readonly<Record<string, string>>): string {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? '');
  return `Please check ${optionOf[field] ?? field}: ${issue?.message ?? 'it is not valid'}.`;
}

const GRANT_OPTIONS: Readonly<Record<string, string>> = { email: '--email', endsOn: '--until', reason: '--reason' };

export function checkGrantArguments(args: readonly string[]): Checked<AccessGrantCreateInput> {
  const parsed = options(args, { email: { type: 'string' }, until: { type: 'string' }, reason: { type: 'string' } });
  if (!parsed.ok) return { ok: false, problem: parsed.problem };
  const { email, until, reason } = parsed.values;
  if (email === undefined || until === undefined) {
    return {
      ok: false,
      problem: 'Please give the e-mail address of the family’s parent (--email) and the last day of access (--until).',
    };
  }
  const input = accessGrantCreateSchema.safeParse({ email, endsOn: until, reason: reason ?? COMMAND_LINE_REASON });
  return input.success
    ? { ok: true, input: input.data }
    : { ok: false, problem: firstIssue(input.error, GRANT_OPTIONS) };
}

/** The service's refusal of a grant, in the command's words. */
function grantRefusal(error: AppError, input: AccessGrantCreateInput): string {
  if (error.code === 'not_found') {
    return `No account uses ${input.email}. The parent needs to create their Tedi account first; then run this again.`;
  }
  if (error.code === 'validation_failed') {
    return `Please check --until: ${longDate(input.endsOn)} has passed. Give today or a later day, like 2027-12-31.`;
  }
  return error.message;
}

/** Grants the family of the parent with that e-mail address access until the day given. Returns the exit code. */
export async function grantAccess(
  service: SubscriptionsService,
  input: AccessGrantCreateInput,
  output: CommandOutput,
): Promise<number> {
  try {
    const grant = await service.grantFromCommandLine(input);
    output.out(
      `Done: ${grant.email ?? input.email} and their family have access to Tedi until the end of ${longDate(grant.endsOn)}.`,
    );
    output.out(`Reason recorded: ${grant.reason}`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    output.error(grantRefusal(error, input));
    return 1;
  }
}

const LICENCE_OPTIONS: Readonly<Record<string, string>> = {
  sponsorName: '--sponsor',
  sponsorKind: '--kind',
  seats: '--seats',
  codes: '--codes',
  expiresOn: '--until',
};

/** A whole number as typed, or NaN (so the schema says what is wrong with it). */
const wholeNumber = (typed: string): number => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

export function checkLicenceArguments(
  args: readonly string[],
): Checked<LicenceBatchCreateInput & { publiclyListed: boolean }> {
  const parsed = options(args, {
    sponsor: { type: 'string' },
    kind: { type: 'string' },
    seats: { type: 'string' },
    until: { type: 'string' },
    codes: { type: 'string' },
    listed: { type: 'boolean' },
  });
  if (!parsed.ok) return { ok: false, problem: parsed.problem };
  const { sponsor, kind, seats, until, codes, listed } = parsed.values;
  if (sponsor === undefined || kind === undefined || seats === undefined || until === undefined) {
    return {
      ok: false,
      problem:
        'Please give the sponsor’s name (--sponsor), what kind of organisation it is (--kind), how many families the codes are for (--seats) and the last day of access (--until).',
    };
  }
  if (!(SPONSOR_KINDS as readonly string[]).includes(kind)) {
    return {
      ok: false,
      problem: `Please check --kind: “${kind}” is not a kind of sponsor. Use one of: ${SPONSOR_KINDS.join(', ')}.`,
    };
  }
  const seatCount = wholeNumber(seats);
  if (Number.isNaN(seatCount)) return { ok: false, problem: 'Please check --seats: give a whole number, like 10.' };
  const codeCount = codes === undefined ? Math.min(seatCount, MOST_CODES) : wholeNumber(codes);
  if (Number.isNaN(codeCount)) return { ok: false, problem: 'Please check --codes: give a whole number, like 10.' };
  const input = licenceBatchCreateSchema.safeParse({
    sponsorName: sponsor,
    sponsorKind: kind,
    seats: seatCount,
    codes: codeCount,
    expiresOn: until,
    publiclyListed: listed ?? false,
  });
  return input.success
    ? { ok: true, input: input.data }
    : { ok: false, problem: firstIssue(input.error, LICENCE_OPTIONS) };
}

/** Issues a sponsor's batch of licence codes and prints them, the only time they are shown. Returns the exit code. */
export async function issueLicences(
  service: SubscriptionsService,
  input: LicenceBatchCreateInput & { publiclyListed: boolean },
  output: CommandOutput,
): Promise<number> {
  try {
    const batch = await service.issueLicencesFromCommandLine(input);
    const kind = SPONSOR_KIND_NAMES[batch.sponsorKind].one.toLowerCase();
    const families = batch.seats === 1 ? '1 family' : `${batch.seats} families`;
    const codes = batch.codes.length === 1 ? 'this code opens' : `these ${batch.codes.length} codes open`;
    output.out(
      `Licence made for ${batch.sponsorName} (${kind}): ${codes} Tedi for up to ${families}, until the end of ${longDate(batch.expiresOn)}.`,
    );
    output.out(
      batch.publiclyListed
        ? `${batch.sponsorName} is named on the public sponsors page while the licence runs.`
        : `${batch.sponsorName} is not named on the public sponsors page.`,
    );
    output.out(
      'A parent enters a code on their subscription page, or at the last step of setting up. The codes are shown only this once: keep them somewhere safe.',
    );
    output.out('');
    for (const { code } of batch.codes) output.out(code);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    output.error(
      error.code === 'validation_failed'
        ? `Please check --until: ${longDate(input.expiresOn)} has passed. Give today or a later day, like 2027-12-31.`
        : error.message,
    );
    return 1;
  }
}

/**
 * Runs a command from `npm run`: checks the arguments, opens the database (DATABASE_URL, or the embedded one in
 * DATA_DIR) only when they are right, runs it, and sets the exit code (1 for anything refused).
 */
export async function runCommand<T>(
  usage: string,
  check: (args: readonly string[]) => Checked<T>,
  run: (service: SubscriptionsService, input: T, output: CommandOutput) => Promise<number>,
): Promise<void> {
  const output: CommandOutput = { out: (text) => console.log(text), error: (text) => console.error(text) };
  const checked = check(process.argv.slice(2));
  if (!checked.ok) {
    output.error(`${checked.problem}\n${usage}`);
    process.exitCode = 1;
    return;
  }
  const { config, database } = await openForCommand();
  try {
    process.exitCode = await run(commandLineService(database.db, config), checked.input, output);
  } finally {
    await database.close();
  }
}
