import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SubscriptionStatusResponse } from '@tedi/contracts';
import { type DatabaseHandle, eq, openDatabase, schema } from '@tedi/db';
import { createTestDatabase } from '@tedi/db/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testConfig } from '../../../platform/config.ts';
import type { SignedIn } from '../../children/testing.ts';
import type { SubscriptionsService } from '../service.ts';
import { type AccessTestServer, startAccessServer } from '../testing.ts';
import {
  checkGrantArguments,
  checkLicenceArguments,
  COMMAND_LINE_REASON,
  type CommandOutput,
  commandLineService,
  grantAccess,
  issueLicences,
} from './commands.ts';

const DAY_MS = 24 * 3600 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const CODE = /^TEDI-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

let server: AccessTestServer;
let service: SubscriptionsService;

beforeAll(async () => {
  server = await startAccessServer();
  service = commandLineService(server.database.db, testConfig());
});

afterAll(async () => {
  await server.close();
});

/** What a command printed, line by line. */
function captured(): CommandOutput & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (text) => lines.push(text), error: (text) => errors.push(text) };
}

async function status(who: SignedIn): Promise<SubscriptionStatusResponse> {
  const response = await server.app.inject({ method: 'GET', url: '/api/v1/subscriptions/me', headers: who.headers });
  return response.json<SubscriptionStatusResponse>();
}

/** The problem the command would print for these arguments (and exit 1 without opening the database). */
function problemWith(check: typeof checkGrantArguments | typeof checkLicenceArguments, args: string[]): string {
  const checked = check(args);
  if (checked.ok) throw new Error(`the arguments were accepted: ${args.join(' ')}`);
  return checked.problem;
}

describe('access:grant', () => {
  test('gives a parent’s family access until the end of the day given, with the reason recorded', async () => {
    const parent = await server.parentWithFamily();
    const member = await server.signIn('family_member', { familyId: parent.familyId });
    await server.endTrial(parent);
    expect(await server.hasAccess(member)).toBe(false);

    const until = dayFromNow(200);
    const checked = checkGrantArguments(['--email', parent.email.toUpperCase(), '--until', until]);
    expect(checked).toEqual({
      ok: true,
      input: { email: parent.email.toUpperCase(), endsOn: until, reason: COMMAND_LINE_REASON },
    });
    const output = captured();
    expect(await grantAccess(service, checked.ok ? checked.input : never(), output)).toBe(0);
    expect(output.errors).toEqual([]);
    expect(output.lines).toEqual([
      `Done: ${parent.email} and their family have access to Tedi until the end of ${longDay(until)}.`,
      `Reason recorded: ${COMMAND_LINE_REASON}`,
    ]);

    expect(await status(parent)).toMatchObject({ hasAccess: true, source: 'grant', endsAt: until });
    expect(await server.hasAccess(member)).toBe(true);
    const [row] = await server.database.db
      .select()
      .from(schema.accessGrants)
      .where(eq(schema.accessGrants.userId, parent.userId));
    expect(row).toMatchObject({ endsOn: until, reason: COMMAND_LINE_REASON, grantedBy: null, revokedAt: null });
  });

  test('records the reason given', async () => {
    const parent = await server.signIn('parent');
    const checked = checkGrantArguments(['--email', parent.email, '--until', dayFromNow(1), '--reason', 'Local pilot']);
    expect(await grantAccess(service, checked.ok ? checked.input : never(), captured())).toBe(0);
    expect(await status(parent)).toMatchObject({ source: 'grant', endsAt: dayFromNow(1) });
  });

  test('refuses, in plain words, an unknown address, a day that has passed, and a family member’s account', async () => {
    const grant = async (email: string, until: string) => {
      const checked = checkGrantArguments(['--email', email, '--until', until]);
      const output = captured();
      const code = await grantAccess(service, checked.ok ? checked.input : never(), output);
      return { code, errors: output.errors, lines: output.lines };
    };
    expect(await grant('nobody@example.org', dayFromNow(10))).toEqual({
      code: 1,
      errors: [
        'No account uses nobody@example.org. The parent needs to create their Tedi account first; then run this again.',
      ],
      lines: [],
    });

    const parent = await server.parentWithFamily();
    await server.endTrial(parent);
    const yesterday = dayFromNow(-1);
    expect(await grant(parent.email, yesterday)).toEqual({
      code: 1,
      errors: [`Please check --until: ${longDay(yesterday)} has passed. Give today or a later day, like 2027-12-31.`],
      lines: [],
    });

    const member = await server.signIn('family_member', { familyId: parent.familyId });
    expect(await grant(member.email, dayFromNow(10))).toMatchObject({
      code: 1,
      errors: [
        'That account belongs to a family member. A family’s access goes with its parents: grant it to a parent of the family instead.',
      ],
    });
    expect(await server.hasAccess(parent)).toBe(false);
    expect(
      await server.database.db.select().from(schema.accessGrants).where(eq(schema.accessGrants.userId, member.userId)),
    ).toEqual([]);
  });

  test('says what is wrong with the arguments before anything is done', () => {
    expect(problemWith(checkGrantArguments, [])).toBe(
      'Please give the e-mail address of the family’s parent (--email) and the last day of access (--until).',
    );
    expect(problemWith(checkGrantArguments, ['--email', 'sam@example.org', '--until', '31/12/2027'])).toBe(
      'Please check --until: Please give the end date like 2027-12-31.',
    );
    expect(problemWith(checkGrantArguments, ['--email', 'sam', '--until', '2027-12-31'])).toBe(
      'Please check --email: Please enter the account’s e-mail address.',
    );
    expect(
      problemWith(checkGrantArguments, ['--email', 'sam@example.org', '--until', '2027-12-31', '--for', 'x']),
    ).toBe('There is no option --for.');
    expect(problemWith(checkGrantArguments, ['--email', 'sam@example.org', '--until'])).toBe(
      'Please give a value after --until.',
    );
  });
});

describe('access:licences', () => {
  test('issues a sponsor’s codes, one a family by default, printed once; a code opens a family’s access', async () => {
    const until = dayFromNow(300);
    const checked = checkLicenceArguments([
      '--sponsor',
      'Riverside Carers Trust',
      '--kind',
      'charity',
      '--seats',
      '3',
      '--until',
      until,
    ]);
    expect(checked).toEqual({
      ok: true,
      input: {
        sponsorName: 'Riverside Carers Trust',
        sponsorKind: 'charity',
        seats: 3,
        codes: 3,
        expiresOn: until,
        publiclyListed: false,
      },
    });
    const output = captured();
    expect(await issueLicences(service, checked.ok ? checked.input : never(), output)).toBe(0);
    expect(output.errors).toEqual([]);
    expect(output.lines.slice(0, 4)).toEqual([
      `Licence made for Riverside Carers Trust (charity): these 3 codes open Tedi for up to 3 families, until the end of ${longDay(until)}.`,
      'Riverside Carers Trust is not named on the public sponsors page.',
      'A parent enters a code on their subscription page, or at the last step of setting up. The codes are shown only this once: keep them somewhere safe.',
      '',
    ]);
    const codes = output.lines.slice(4);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(CODE);

    const [batch] = await server.database.db
      .select()
      .from(schema.licenceBatches)
      .where(eq(schema.licenceBatches.sponsorName, 'Riverside Carers Trust'));
    expect(batch).toMatchObject({ sponsorKind: 'charity', seats: 3, expiresOn: until, createdBy: null });

    const parent = await server.parentWithFamily();
    await server.endTrial(parent);
    const redeemed = await server.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/licences/redeem',
      headers: parent.headers,
      payload: { code: codes[0] },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(await status(parent)).toMatchObject({
      hasAccess: true,
      source: 'licence',
      licence: { sponsorName: 'Riverside Carers Trust', endsAt: until },
    });
  });

  test('with --listed names the sponsor on the sponsors page, and --codes sets how many codes', async () => {
    const checked = checkLicenceArguments([
      '--sponsor',
      'Harbour School',
      '--kind',
      'school',
      '--seats',
      '40',
      '--codes',
      '1',
      '--until',
      dayFromNow(30),
      '--listed',
    ]);
    const output = captured();
    expect(await issueLicences(service, checked.ok ? checked.input : never(), output)).toBe(0);
    expect(output.lines[0]).toMatch(
      /^Licence made for Harbour School \(school\): this code opens Tedi for up to 40 families/,
    );
    expect(output.lines[1]).toBe('Harbour School is named on the public sponsors page while the licence runs.');
    expect(output.lines.slice(4)).toHaveLength(1);
    const sponsors = await server.app.inject({ method: 'GET', url: '/api/v1/sponsors' });
    expect(sponsors.json()).toMatchObject({
      sponsors: expect.arrayContaining([{ name: 'Harbour School', kind: 'school' }]),
    });
  });

  test('refuses a bad kind, a number that is not one, and a day that has passed, in plain words', async () => {
    const base = ['--sponsor', 'Acme', '--seats', '10', '--until', '2099-12-31'];
    expect(problemWith(checkLicenceArguments, [...base, '--kind', 'club'])).toBe(
      'Please check --kind: “club” is not a kind of sponsor. Use one of: employer, charity, insurer, council, school, other.',
    );
    expect(
      problemWith(checkLicenceArguments, [
        '--sponsor',
        'Acme',
        '--kind',
        'employer',
        '--seats',
        'ten',
        '--until',
        '2099-12-31',
      ]),
    ).toBe('Please check --seats: give a whole number, like 10.');
    expect(
      problemWith(checkLicenceArguments, [
        '--sponsor',
        'Acme',
        '--kind',
        'employer',
        '--seats',
        '0',
        '--until',
        '2099-12-31',
      ]),
    ).toBe('Please check --seats: A batch needs at least one seat.');
    expect(problemWith(checkLicenceArguments, ['--sponsor', 'Acme', '--kind', 'employer'])).toMatch(
      /^Please give the sponsor’s name \(--sponsor\), what kind of organisation it is \(--kind\)/,
    );
    expect(problemWith(checkLicenceArguments, ['--sponsor', 'Acme', 'Trust', '--kind', 'charity'])).toBe(
      '“Trust” has no option before it. Put words with spaces in quotes, like --sponsor "Riverside Carers Trust".',
    );

    const yesterday = dayFromNow(-1);
    const checked = checkLicenceArguments([...base.slice(0, 4), '--kind', 'employer', '--until', yesterday]);
    const output = captured();
    expect(await issueLicences(service, checked.ok ? checked.input : never(), output)).toBe(1);
    expect(output.errors).toEqual([
      `Please check --until: ${longDay(yesterday)} has passed. Give today or a later day, like 2027-12-31.`,
    ]);
    expect(output.lines).toEqual([]);
  });
});

function never(): never {
  throw new Error('the arguments were refused');
}

/** The real commands, run as `npm run` runs them, on a database of their own. */
describe('the commands as an operator runs them', () => {
  const COMMANDS = fileURLToPath(new URL('.', import.meta.url));
  let folder: string | null = null;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let environment: Record<string, string>;

  /** The embedded database in DATA_DIR (opened by one process at a time), or PostgreSQL when the suite runs on it. */
  async function openOwnDatabase(): Promise<DatabaseHandle> {
    if (database) return database;
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(folder!, 'pg') });
    await handle.migrate();
    return handle;
  }

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      database = await createTestDatabase();
      environment = { DATABASE_URL: database.url! };
    } else {
      folder = mkdtempSync(path.join(tmpdir(), 'tedi-command-'));
      environment = { DATA_DIR: folder };
    }
  });

  afterAll(async () => {
    await database?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  function run(file: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const child = spawn(process.execPath, [path.join(COMMANDS, file), ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...environment },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
  }

  // Each command starts Node and opens the database (a new embedded one is made first): slow on a busy machine.
  test(
    'grant access and issue codes on DATA_DIR (or DATABASE_URL), and exit 1 with the usage for bad input',
    { timeout: 300_000 },
    async () => {
      const made = await openOwnDatabase();
      const [user] = await made.db.insert(schema.users).values({ email: 'robin@example.org' }).returning();
      await made.db.insert(schema.profiles).values({ userId: user!.id, role: 'parent' });
      if (!database) await made.close();

      const refused = await run('issue-licences.ts', [
        '--sponsor',
        'Acme',
        '--kind',
        'club',
        '--seats',
        '2',
        '--until',
        '2099-12-31',
      ]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Please check --kind: “club” is not a kind of sponsor.');
      expect(refused.stderr).toContain('Usage: npm run access:licences -- --sponsor');

      const granted = await run('grant-access.ts', ['--email', 'robin@example.org', '--until', '2099-12-31']);
      expect(granted.stderr).toBe('');
      expect(granted.code).toBe(0);
      expect(granted.stdout).toBe(
        `Done: robin@example.org and their family have access to Tedi until the end of 31 December 2099.\nReason recorded: ${COMMAND_LINE_REASON}\n`,
      );

      const issued = await run('issue-licences.ts', [
        '--sponsor',
        'Riverside Council',
        '--kind',
        'council',
        '--seats',
        '2',
        '--until',
        '2099-12-31',
      ]);
      expect(issued.stderr).toBe('');
      expect(issued.code).toBe(0);
      const codes = issued.stdout.trim().split('\n').slice(-2);
      for (const code of codes) expect(code).toMatch(CODE);

      const reopened = await openOwnDatabase();
      try {
        expect(
          await reopened.db.select().from(schema.accessGrants).where(eq(schema.accessGrants.userId, user!.id)),
        ).toMatchObject([{ endsOn: '2099-12-31', grantedBy: null }]);
        const [batch] = await reopened.db
          .select()
          .from(schema.licenceBatches)
          .where(eq(schema.licenceBatches.sponsorName, 'Riverside Council'));
        expect(batch).toMatchObject({ sponsorKind: 'council', seats: 2, createdBy: null });
      } finally {
        if (!database) await reopened.close();
      }
    },
  );
});
