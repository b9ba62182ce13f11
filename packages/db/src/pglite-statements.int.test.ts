import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PgliteQueries, withPreparedStatements } from './pglite-statements.ts';

let client: PGlite;
let queries: PgliteQueries;

beforeAll(async () => {
  client = await PGlite.create();
});

afterAll(async () => {
  await client.close();
});

// Each test starts with no statement prepared and a new table.
beforeEach(async () => {
  await client.exec(`
    deallocate all;
    drop table if exists notes;
    create table notes (
      id serial primary key,
      child text not null unique,
      body text,
      done boolean not null default false,
      tags text[] not null default '{}',
      details jsonb,
      amount numeric(8, 2),
      written_at timestamptz not null default now()
    );`);
  queries = withPreparedStatements(client, { limit: 3 });
});

/** The statements the database keeps prepared under a name, by their text. */
async function preparedTexts(): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
  return rows.map((row) => row.statement);
}

const INSERT =
  'insert into notes (child, body, done, tags, details, amount, written_at) values ($1, $2, $3, $4, $5, $6, $7) returning *';
const BY_CHILD = 'select child, body, done, tags, details, amount, written_at from notes where child = $1';

describe('statements kept prepared on the embedded database', () => {
  it('prepares a repeated statement once and answers each run with its own values', async () => {
    await queries.query(INSERT, [
      'Ollie',
      'Likes trains',
      true,
      ['school'],
      { mood: 'calm' },
      12.5,
      '2026-11-29T08:00:00Z',
    ]);
    await queries.query(INSERT, ['Maya', null, false, [], null, null, '2026-11-28T17:30:00Z']);

    const ollie = await queries.query(BY_CHILD, ['Ollie']);
    const maya = await queries.query(BY_CHILD, ['Maya']);

    expect(ollie.rows).toEqual([
      {
        child: 'Ollie',
        body: 'Likes trains',
        done: true,
        tags: ['school'],
        details: { mood: 'calm' },
        amount: '12.50',
        written_at: new Date('2026-11-29T08:00:00Z'),
      },
    ]);
    expect(maya.rows).toEqual([
      {
        child: 'Maya',
        body: null,
        done: false,
        tags: [],
        details: null,
        amount: null,
        written_at: new Date('2026-11-28T17:30:00Z'),
      },
    ]);
    expect(await preparedTexts()).toEqual(expect.arrayContaining([INSERT, BY_CHILD]));
    expect((await preparedTexts()).filter((text) => text === BY_CHILD)).toHaveLength(1);
  });

  it('answers exactly as PGlite’s own query does, with the caller’s row mode and parsers', async () => {
    await client.query(INSERT, [
      'Ollie',
      'Likes trains',
      true,
      ['school', 'home'],
      { mood: 'calm' },
      3,
      '2026-11-29T08:00:00Z',
    ]);
    const asText = { 1184: (value: string) => value };
    const cases: [string, unknown[], QueryOptions | undefined][] = [
      [BY_CHILD, ['Ollie'], undefined],
      [BY_CHILD, ['Ollie'], { rowMode: 'array', parsers: asText }],
      [BY_CHILD, ['Nobody'], { parsers: asText }],
      ['select child as name, body as name from notes where child = $1', ['Ollie'], undefined],
      [
        INSERT.replace('returning *', 'returning child, written_at'),
        ['Maya', null, false, [], null, null, '2026-11-28T17:30:00Z'],
        { parsers: asText },
      ],
      ['update notes set done = $1 where child <> $2', [false, 'Nobody'], undefined],
      ['delete from notes where child = $1', ['Nobody'], undefined],
    ];

    for (const [text, params, options] of cases) {
      // Each statement twice: prepared the first time, bound by its name the second.
      for (const run of [1, 2]) {
        // Each run leaves the table as it was, so both answer the same question.
        await client.exec('begin');
        const kept = await queries.query(text, params, options);
        await client.exec('rollback');
        await client.exec('begin');
        const plain = await client.query(text, params, options);
        await client.exec('rollback');
        expect({ text, run, result: kept }).toEqual({ text, run, result: plain });
      }
    }
  });

  it('refuses bad statements as PGlite does, keeps nothing of them, and goes on answering', async () => {
    await queries.query(INSERT, ['Ollie', 'Likes trains', true, [], null, null, '2026-11-29T08:00:00Z']);

    const duplicate = await queries
      .query(INSERT, ['Ollie', 'Again', false, [], null, null, '2026-11-29T09:00:00Z'])
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', query: INSERT });

    const misspelt = 'select chlid from notes where child = $1';
    const refusal = await queries.query(misspelt, ['Ollie']).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: '42703', query: misspelt });
    expect(await preparedTexts()).not.toContain(misspelt);

    expect((await queries.query(BY_CHILD, ['Ollie'])).rows).toHaveLength(1);
  });

  it('runs a transaction’s statements inside it: all kept on commit, none on rollback', async () => {
    await queries.transaction(async (tx) => {
      await tx.query(INSERT, ['Ollie', 'Kept', false, [], null, null, '2026-11-29T08:00:00Z']);
    });
    const refused = await queries
      .transaction(async (tx) => {
        await tx.query(INSERT, ['Maya', 'Rolled back', false, [], null, null, '2026-11-29T08:00:00Z']);
        await tx.query(INSERT, ['Ollie', 'Duplicate', false, [], null, null, '2026-11-29T08:00:00Z']);
      })
      .catch((error: unknown) => error);

    expect(refused).toMatchObject({ code: '23505' });
    const { rows } = await queries.query<{ child: string; body: string }>('select child, body from notes order by id');
    expect(rows).toEqual([{ child: 'Ollie', body: 'Kept' }]);
  });

  it('keeps at most its limit of statements, letting go of the one used longest ago', async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} as n, count(*) from notes where child = $1`);
    for (const text of texts) await queries.query(text, ['Ollie']);
    await queries.query(texts[2] as string, ['Ollie']);
    await queries.query('select 6 as n where $1::text is not null', ['Ollie']);

    expect((await preparedTexts()).sort()).toEqual(
      [texts[2], texts[4], 'select 6 as n where $1::text is not null'].sort(),
    );
  });

  it('prepares a statement again when its table changed under it', async () => {
    await queries.query(INSERT, ['Ollie', 'Likes trains', true, [], null, 7, '2026-11-29T08:00:00Z']);
    expect((await queries.query(BY_CHILD, ['Ollie'])).rows[0]).toMatchObject({ amount: '7.00' });

    await client.exec('alter table notes alter column amount type integer using amount::integer');

    expect((await queries.query(BY_CHILD, ['Ollie'])).rows[0]).toMatchObject({ amount: 7 });
  });

  it('leaves other statements (schema changes, settings) to PGlite’s own way', async () => {
    await queries.query('set statement_timeout = 5000');
    await queries.query('create index notes_done on notes (done)');

    expect(await preparedTexts()).toEqual([]);
  });
});
