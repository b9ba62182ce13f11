export * from './client.ts';
export * as schema from './schema/index.ts';
export type { ProfileRole } from './schema/families.ts';
// Query helpers come from here so every package uses the one copy of drizzle-orm.
export { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
export { DEMO_FAMILY_NAME, DEMO_LOGINS, seedDemoFamily, type DemoLogin } from './seed/demo-family.ts';
