import type { DatabaseHandle } from '@tedi/db';
import { DEMO_CHILD_SIGN_IN, DEMO_FAMILY_NAME, DEMO_LOGINS, eq, isNotNull, schema, seedDemoFamily } from '@tedi/db';
import { createTestDatabase } from '@tedi/db/testing';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './auth/passwords/passwords.ts';
import { makeDemoPdf } from './platform/documents/demo-pdf.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('the demo family', () => {
  it('is created once with working, hashed passwords, whatever the number of starts', async () => {
    const logins = await seedDemoFamily(database.db, { hashPassword });
    await seedDemoFamily(database.db, { hashPassword });
    expect(logins).toEqual(DEMO_LOGINS);

    const families = await database.db.select().from(schema.families);
    expect(families.map((family) => family.name)).toEqual([DEMO_FAMILY_NAME]);

    const people = await database.db
      .select({
        email: schema.users.email,
        hash: schema.users.encryptedPassword,
        role: schema.profiles.role,
        familyId: schema.profiles.familyId,
      })
      .from(schema.users)
      .innerJoin(schema.profiles, eq(schema.profiles.userId, schema.users.id))
      .where(isNotNull(schema.users.email));
    expect(people).toHaveLength(DEMO_LOGINS.length);
    for (const login of DEMO_LOGINS) {
      const person = people.find((p) => p.email === login.email);
      expect(person?.role).toBe(login.role);
      expect(person?.familyId).toBe(families[0]?.id);
      expect(person?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(person!.hash!, login.password)).toBe(true);
      expect(await verifyPassword(person!.hash!, 'not-the-password')).toBe(false);
    }
  });

  it('lets Ollie sign in to his own area with the pictures printed for him', async () => {
    const [signIn] = await database.db
      .select({ hash: schema.childSignIns.secretHash, method: schema.childSignIns.method, role: schema.profiles.role })
      .from(schema.childSignIns)
      .innerJoin(schema.profiles, eq(schema.profiles.userId, schema.childSignIns.userId));
    expect(DEMO_CHILD_SIGN_IN.words).toEqual(['dog', 'star', 'sun']);
    expect(signIn).toMatchObject({ method: 'pictures', role: 'child' });
    expect(await verifyPassword(signIn!.hash, 'dog-face,star,sun')).toBe(true);
  });

  it('has a DLA claim in progress for Oliver, called two weeks before the seed day', async () => {
    const [claim] = await database.db
      .select({ callDate: schema.dlaClaims.callDate, childId: schema.dlaClaims.childId })
      .from(schema.dlaClaims)
      .innerJoin(schema.children, eq(schema.children.id, schema.dlaClaims.childId))
      .where(eq(schema.children.name, 'Oliver Taylor'));
    const twoWeeksAgo = new Date(Date.now() - 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(claim?.callDate).toBe(twoWeeksAgo);
    const answers = await database.db
      .select()
      .from(schema.dlaAnswers)
      .where(eq(schema.dlaAnswers.childId, claim!.childId));
    expect(answers.length).toBeGreaterThanOrEqual(3);
    const diary = await database.db
      .select()
      .from(schema.dlaDiaryEntries)
      .where(eq(schema.dlaDiaryEntries.childId, claim!.childId));
    expect(diary.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps real PDFs in the first child’s document library, once, when it is given the storage', async () => {
    const blobs = new Map<string, Uint8Array>();
    const storeFile = async (bytes: Uint8Array) => {
      const key = `${String(blobs.size).padStart(2, '0')}/${'a'.repeat(64)}`;
      blobs.set(key, bytes);
      return key;
    };
    await seedDemoFamily(database.db, { hashPassword, storeFile, makePdf: makeDemoPdf });
    await seedDemoFamily(database.db, { hashPassword, storeFile, makePdf: makeDemoPdf });
    const documents = await database.db.select().from(schema.libraryDocuments);
    expect(documents.map((document) => document.title).sort()).toEqual([
      'Educational psychologist’s advice',
      'End of year school report (Year 2)',
      'Speech and language therapy report',
    ]);
    const versions = await database.db.select().from(schema.libraryDocumentVersions);
    expect(versions).toHaveLength(4);
    expect(blobs.size).toBe(4);
    for (const bytes of blobs.values()) {
      const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
      const page = await pdf.getPage(1);
      const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
      expect(text).toContain('Oliver');
    }
  });
});

describe('the demo family’s letters', () => {
  it('has its address for letters and a draft or two to pick up, kept as they are on a later start', async () => {
    await seedDemoFamily(database.db, { hashPassword });
    const senders = await database.db.select().from(schema.generatorSenders);
    expect(senders).toHaveLength(1);
    expect(senders[0]).toMatchObject({ name: 'Sam Taylor', addressLines: ['12 Willow Road', 'London', 'SE15 4QT'] });
    const drafts = await database.db.select().from(schema.generatorDrafts);
    expect(drafts.map((draft) => draft.templateId).sort()).toEqual([
      'one-page-profile',
      'school-reasonable-adjustments',
    ]);
  });
});
