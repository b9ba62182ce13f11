import { parseArgs } from 'node:util';
import { hashPassword } from '../passwords/passwords.ts';
import * as repository from '../repository.ts';
import { randomToken } from '../secrets.ts';
import { normaliseEmail } from '../accounts.ts';
import { openForCommand } from './open.ts';

// `npm run auth:create-super-admin -- --email person@example.org`: creates the first super admin with a generated
// password, printed once, or makes an existing account a super admin (its password unchanged). With the embedded
// database, stop the server first: only one process may open it.
const { values } = parseArgs({ options: { email: { type: 'string' } } });
let email: string;
try {
  email = normaliseEmail(values.email);
} catch {
  console.error('Usage: npm run auth:create-super-admin -- --email person@example.org');
  process.exit(1);
}

const { database } = await openForCommand();
try {
  const existing = await repository.findUserByEmail(database.db, email);
  if (existing) {
    await database.db.transaction(async (tx) => {
      await repository.updateUser(tx, existing.id, { appMetadata: { ...existing.appMetadata, role: 'super_admin' } });
      await repository.setProfileRole(tx, existing.id, 'super_admin');
      await repository.insertAuditEntry(tx, {
        userId: existing.id,
        action: 'user_promoted_to_super_admin',
        ip: null,
        userAgent: 'command line',
      });
    });
    console.log(`${email} is now a super admin. Their password is unchanged.`);
  } else {
    const password = randomToken(18);
    const passwordHash = await hashPassword(password);
    await database.db.transaction(async (tx) => {
      const user = await repository.createUser(tx, {
        email,
        passwordHash,
        userMetadata: {},
        role: 'super_admin',
        emailConfirmedAt: new Date(),
      });
      await repository.insertAuditEntry(tx, {
        userId: user.id,
        action: 'user_created_by_admin',
        ip: null,
        userAgent: 'command line',
        details: { role: 'super_admin' },
      });
    });
    console.log(`Super admin ${email} created.\nPassword (shown this once; sign in and change it): ${password}`);
  }
} finally {
  await database.close();
}
