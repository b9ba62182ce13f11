import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The id drizzle-kit gives the snapshot before the first migration. */
const ORIGIN_SNAPSHOT_ID = '00000000-0000-0000-0000-000000000000';

const HOW_TO_FIX = 'see docs/migrations.md, "When two branches both add a migration"';

interface JournalEntry {
  readonly idx: number;
  readonly when: number;
  readonly tag: string;
}

interface Snapshot {
  readonly id: string;
  readonly prevId: string;
}

function padded(index: number): string {
  return String(index).padStart(4, '0');
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * What is wrong with a migrations folder, in words a developer can act on; empty when nothing is. Catches what a
 * merge of two branches that each added a migration leaves behind: two entries or files with one number, a
 * migration file the journal does not list, snapshots that no longer follow one another, or a migration dated
 * before the one it follows. The last matters most: drizzle's migrator applies only the migrations dated after the
 * newest one a database has applied, so a migration merged with an older date would be skipped without a word.
 */
export function findMigrationProblems(folder: string): string[] {
  const problems: string[] = [];
  const journalFile = path.join(folder, 'meta', '_journal.json');
  if (!existsSync(journalFile)) return [`${journalFile} is missing.`];
  const entries = readJson<{ entries: JournalEntry[] }>(journalFile).entries;

  const tags = new Set<string>();
  entries.forEach((entry, position) => {
    if (entry.idx !== position) {
      problems.push(`Journal entry ${position} (${entry.tag}) is numbered ${entry.idx}: entries must run 0, 1, 2, ...`);
    }
    if (!entry.tag.startsWith(`${padded(position)}_`)) {
      problems.push(`Journal entry ${position} is ${entry.tag}: its name must start with ${padded(position)}_.`);
    }
    tags.add(entry.tag);
    if (!existsSync(path.join(folder, `${entry.tag}.sql`))) {
      problems.push(`The journal lists ${entry.tag} but ${entry.tag}.sql is missing.`);
    }
    const previous = entries[position - 1];
    if (previous && entry.when <= previous.when) {
      problems.push(
        `${entry.tag} is dated before ${previous.tag}, which it follows: a database that has applied ` +
          `${previous.tag} would skip it. Regenerate ${entry.tag} (${HOW_TO_FIX}).`,
      );
    }
  });

  const numbers = entries.map((entry) => entry.tag.slice(0, 4));
  for (const number of new Set(numbers)) {
    const sharing = entries.filter((entry) => entry.tag.startsWith(`${number}_`)).map((entry) => entry.tag);
    if (sharing.length > 1) problems.push(`${sharing.join(' and ')} share the number ${number} (${HOW_TO_FIX}).`);
  }

  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    const tag = file.slice(0, -'.sql'.length);
    if (!tags.has(tag)) {
      problems.push(`${file} is not in the journal, so it would never be applied (${HOW_TO_FIX}).`);
    }
  }

  const expectedSnapshots = new Set(entries.map((_, position) => `${padded(position)}_snapshot.json`));
  const metaFolder = path.join(folder, 'meta');
  for (const file of readdirSync(metaFolder).filter((name) => name.endsWith('_snapshot.json'))) {
    if (!expectedSnapshots.has(file)) problems.push(`meta/${file} belongs to no journal entry (${HOW_TO_FIX}).`);
  }

  let previousId = ORIGIN_SNAPSHOT_ID;
  const seenIds = new Set<string>();
  for (const [position, entry] of entries.entries()) {
    const file = path.join(metaFolder, `${padded(position)}_snapshot.json`);
    if (!existsSync(file)) {
      problems.push(`meta/${padded(position)}_snapshot.json, the snapshot after ${entry.tag}, is missing.`);
      break;
    }
    const snapshot = readJson<Snapshot>(file);
    if (snapshot.prevId !== previousId) {
      problems.push(
        `meta/${padded(position)}_snapshot.json does not follow the snapshot before it (its prevId is ` +
          `${snapshot.prevId}, not ${previousId}): drizzle-kit would compare the schema with the wrong state ` +
          `(${HOW_TO_FIX}).`,
      );
    }
    if (seenIds.has(snapshot.id)) {
      problems.push(`meta/${padded(position)}_snapshot.json has the id ${snapshot.id} of an earlier snapshot.`);
    }
    seenIds.add(snapshot.id);
    previousId = snapshot.id;
  }

  return problems;
}

/** The snapshot of the schema as the newest migration leaves it, which drizzle-kit compares the schema with. */
export function latestSnapshot(folder: string): Record<string, unknown> & Snapshot {
  const entries = readJson<{ entries: JournalEntry[] }>(path.join(folder, 'meta', '_journal.json')).entries;
  return readJson(path.join(folder, 'meta', `${padded(entries.length - 1)}_snapshot.json`));
}
