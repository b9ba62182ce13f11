import type { ChildArea, ShareLinkKind } from '@tedi/contracts';
import { SHARE_LINK_KINDS } from '@tedi/contracts';
import { and, type Database, desc, eq, inArray, isNull, schema } from '@tedi/db';
import type { ManagePass } from '../../policies/child-access.ts';

const { shareLinks, shareLinkOpenings } = schema;

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type ShareLinkOpeningRow = typeof shareLinkOpenings.$inferSelect;

/** The kinds whose shared thing belongs to this area. */
function kindsOf(area: ChildArea): ShareLinkKind[] {
  return (Object.keys(SHARE_LINK_KINDS) as ShareLinkKind[]).filter((kind) => SHARE_LINK_KINDS[kind].area === area);
}

/** The only SQL of share links. What parents do takes a manage pass of the shared thing's area. */
export class ShareLinksRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async insert(
    pass: ManagePass<ChildArea>,
    values: Omit<typeof shareLinks.$inferInsert, 'id' | 'familyId'> & {
      childId: string;
    },
  ): Promise<ShareLinkRow> {
    pass.assertCovers([values.childId]);
    if (SHARE_LINK_KINDS[values.kind].area !== pass.area) throw new Error('A share link needs a pass of its area');
    const [row] = await this.#db
      .insert(shareLinks)
      .values({ ...values, familyId: pass.member.familyId! })
      .returning();
    return row!;
  }

  /** A child's links of the kinds this pass's area holds, newest first, with their openings. */
  async linksOf(
    pass: ManagePass<ChildArea>,
    childId: string,
  ): Promise<{ links: ShareLinkRow[]; openings: ShareLinkOpeningRow[] }> {
    pass.assertCovers([childId]);
    const links = await this.#db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.childId, childId), inArray(shareLinks.kind, kindsOf(pass.area))))
      .orderBy(desc(shareLinks.createdAt));
    if (links.length === 0) return { links, openings: [] };
    const openings = await this.#db
      .select()
      .from(shareLinkOpenings)
      .where(
        inArray(
          shareLinkOpenings.linkId,
          links.map((link) => link.id),
        ),
      )
      .orderBy(desc(shareLinkOpenings.openedAt));
    return { links, openings };
  }

  /** Withdraws a link at once; the link as it is now, or null when the child has no such link of this area. */
  async revoke(pass: ManagePass<ChildArea>, childId: string, linkId: string, now: Date): Promise<ShareLinkRow | null> {
    pass.assertCovers([childId]);
    const where = and(
      eq(shareLinks.id, linkId),
      eq(shareLinks.childId, childId),
      inArray(shareLinks.kind, kindsOf(pass.area)),
    );
    await this.#db
      .update(shareLinks)
      .set({ revokedAt: now, updatedAt: now })
      .where(and(where, isNull(shareLinks.revokedAt)));
    const [row] = await this.#db.select().from(shareLinks).where(where);
    return row ?? null;
  }

  /**
   * For opening a link: the link with this token's hash, whatever its state. Named unsafe because it runs before
   * any access check: the caller has no account, and the token is what they hold.
   */
  async unsafeFindByTokenHash(kind: ShareLinkKind, tokenHash: string): Promise<ShareLinkRow | null> {
    const [row] = await this.#db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.tokenHash, tokenHash), eq(shareLinks.kind, kind)));
    return row ?? null;
  }

  async logOpening(linkId: string, device: string, now: Date): Promise<void> {
    await this.#db.insert(shareLinkOpenings).values({ linkId, device, openedAt: now });
  }
}
