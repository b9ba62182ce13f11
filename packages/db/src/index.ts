export * from './client.ts';
export { migratedMemoryDump, newDatabaseFile, writeNewDatabase } from './new-database.ts';
export * as schema from './schema/index.ts';
export type { ProfileRole } from './schema/families.ts';
// Query helpers come from here so every package uses the one copy of drizzle-orm.
export {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  ne,
  or,
  sql,
  type SQL,
  type Table,
} from 'drizzle-orm';
// A table under another name: `FOR UPDATE OF` takes no schema-qualified name, so a locked joined table needs one.
export { alias } from 'drizzle-orm/pg-core';
export { DEMO_FAMILY_NAME, DEMO_LOGINS, seedDemoFamily, type DemoLogin } from './seed/demo-family.ts';
export { DEMO_CHILD_SIGN_IN } from './seed/demo-child-sign-in.ts';
export type { EhcpStoredDates, EhcpStoredSections, EhcpEvidenceRef } from './schema/ehcp.ts';
