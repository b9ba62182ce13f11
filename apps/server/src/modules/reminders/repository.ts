import { and, type Database, eq, inArray, isNotNull, schema } from '@tedi/db';

const { children, profiles, users } = schema;

/** Someone of a child's family who may be told about the child: the access check says whether they are. */
export interface FamilyPerson {
  readonly userId: string;
  readonly email: string;
}

/** The only SQL of the reminders: who belongs to a child's family, for the access check to judge one by one. */
export class RemindersRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /**
   * The child's name and the parents and family members of its family with an e-mail address. Named `unsafe`: it
   * says nothing about what each may see, which the caller asks the child access check.
   */
  async unsafeFamilyOfChild(childId: string): Promise<{ childName: string; people: FamilyPerson[] } | null> {
    const [child] = await this.#db
      .select({ familyId: children.familyId, name: children.name, preferredName: children.preferredName })
      .from(children)
      .where(eq(children.id, childId));
    if (!child) return null;
    const people = await this.#db
      .select({ userId: profiles.userId, email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(
        and(
          eq(profiles.familyId, child.familyId),
          inArray(profiles.role, ['parent', 'family_member']),
          isNotNull(users.email),
        ),
      );
    return {
      childName: child.preferredName ?? child.name,
      people: people.map((person) => ({ userId: person.userId, email: person.email! })),
    };
  }
}
