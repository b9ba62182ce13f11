import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client.ts';
import { findMigrationProblems, latestSnapshot } from './migration-journal.ts';
import * as schema from './schema/index.ts';

// As in drizzle.config.ts: the schemas drizzle-kit generates migrations for.
const SCHEMA_FILTER = ['public', 'auth'];

describe('the committed migrations', () => {
  it('are numbered in order, each with its SQL file and a snapshot that follows the one before', () => {
    expect(findMigrationProblems(MIGRATIONS_DIR), 'the migrations folder is inconsistent').toEqual([]);
  });

  it('record every change to the schema', async () => {
    const recorded = latestSnapshot(MIGRATIONS_DIR);
    const current = generateDrizzleJson(schema, recorded.id, SCHEMA_FILTER);
    const missing = await generateMigration(recorded as Parameters<typeof generateMigration>[0], current);
    expect(
      missing,
      `the schema has changes no migration records: run npm run db:generate -- --name what_changed. ` +
        `The new migration would run:\n${missing.join('\n')}\n`,
    ).toEqual([]);
  }, 60_000);
});

interface Entry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

/** A copy of the committed migrations to play a merge on. */
class MigrationsCopy {
  readonly folder = mkdtempSync(path.join(tmpdir(), 'tedi-migrations-'));

  constructor() {
    cpSync(MIGRATIONS_DIR, this.folder, { recursive: true });
  }

  get entries(): Entry[] {
    return (JSON.parse(readFileSync(this.journalFile, 'utf8')) as { entries: Entry[] }).entries;
  }

  set entries(entries: Entry[]) {
    const journal = JSON.parse(readFileSync(this.journalFile, 'utf8')) as { entries: Entry[] };
    writeFileSync(this.journalFile, JSON.stringify({ ...journal, entries }, null, 2));
  }

  /** Adds a migration as drizzle-kit would, after `prevId`, under the number given; returns its snapshot id. */
  add(number: number, name: string, when: number, prevId: string): string {
    const tag = `${String(number).padStart(4, '0')}_${name}`;
    const id = `${name}-snapshot`;
    writeFileSync(path.join(this.folder, `${tag}.sql`), `ALTER TABLE "families" ADD COLUMN "${name}" text;`);
    const snapshot = { ...latestSnapshot(MIGRATIONS_DIR), id, prevId };
    writeFileSync(this.snapshotFile(number), JSON.stringify(snapshot));
    this.entries = [...this.entries, { idx: number, version: '7', when, tag, breakpoints: true }];
    return id;
  }

  snapshotFile(number: number): string {
    return path.join(this.folder, 'meta', `${String(number).padStart(4, '0')}_snapshot.json`);
  }

  private get journalFile(): string {
    return path.join(this.folder, 'meta', '_journal.json');
  }
}

describe('the migrations check, after two branches each add a migration', () => {
  const copies: MigrationsCopy[] = [];
  function copy(): MigrationsCopy {
    const made = new MigrationsCopy();
    copies.push(made);
    return made;
  }
  afterEach(() => {
    for (const made of copies.splice(0)) rmSync(made.folder, { recursive: true, force: true });
  });

  const next = () => {
    const entries = copy().entries;
    return { number: entries.length, when: entries.at(-1)!.when, id: latestSnapshot(MIGRATIONS_DIR).id };
  };

  it('finds both branches’ migrations kept under one number', () => {
    const { number, when, id } = next();
    const merged = copy();
    merged.add(number, 'first_branch', when + 2000, id);
    // The second branch's journal entry kept beside the first's; its snapshot overwrote the first's.
    merged.add(number, 'second_branch', when + 1000, id);

    const problems = findMigrationProblems(merged.folder).join('\n');
    expect(problems).toContain(`is numbered ${number}`);
    expect(problems).toContain(`share the number ${String(number).padStart(4, '0')}`);
    expect(problems).toContain('is dated before');
    expect(problems).toContain('is missing');
  });

  it('finds a migration renumbered by hand that keeps its older date and its old place in the snapshots', () => {
    const { number, when, id } = next();
    const merged = copy();
    merged.add(number, 'first_branch', when + 2000, id);
    merged.add(number + 1, 'second_branch', when + 1000, id);

    const problems = findMigrationProblems(merged.folder).join('\n');
    expect(problems).toContain('second_branch is dated before');
    expect(problems).toContain('does not follow the snapshot before it');
  });

  it('finds a migration file the journal does not list, and a snapshot no entry owns', () => {
    const { number, when, id } = next();
    const merged = copy();
    merged.add(number, 'first_branch', when + 1000, id);
    writeFileSync(path.join(merged.folder, `${String(number).padStart(4, '0')}_second_branch.sql`), 'select 1;');
    writeFileSync(merged.snapshotFile(number + 1), JSON.stringify({ id: 'stray', prevId: id }));

    const problems = findMigrationProblems(merged.folder).join('\n');
    expect(problems).toContain('_second_branch.sql is not in the journal');
    expect(problems).toContain(`meta/${String(number + 1).padStart(4, '0')}_snapshot.json belongs to no journal entry`);
  });

  it('accepts the second branch’s migration generated again after the first', () => {
    const { number, when, id } = next();
    const merged = copy();
    const firstId = merged.add(number, 'first_branch', when + 1000, id);
    merged.add(number + 1, 'second_branch', when + 2000, firstId);

    expect(findMigrationProblems(merged.folder)).toEqual([]);
  });
});
