import type { Capability } from '../capability.ts';
import { serviceOf } from '../capability.ts';
import { ChildAreaService } from './area-service.ts';
import { CHILD_AREA_ENDPOINTS } from './endpoints.ts';
import { ChildAreaRepository } from './repository.ts';
import { registerChildAreaRoutes } from './routes.ts';
import { CHILD_SIGN_IN_LOCKED_JOB, ChildSignInService } from './sign-in-service.ts';

/**
 * The child's own area: the child's sign-in (a parent turns it on, trusts devices and unlocks; a child signs in
 * with pictures or a PIN and gets a session with the child role from the auth service), and what the signed-in
 * child reads: their name, photo, favourite things, choices and board.
 */
export const childAreaCapability: Capability = {
  name: 'child-area',
  endpoints: CHILD_AREA_ENDPOINTS,
  async register(
    { app, config, database, access, audit, clock, accounts, childAccounts, jobs, mailer, emailBudget },
    services,
  ) {
    const children = serviceOf(services, 'children', 'child-area');
    const board = serviceOf(services, 'board', 'child-area');
    const repository = new ChildAreaRepository(database.db);
    const signIn = new ChildSignInService({
      repository,
      access,
      children,
      accounts: childAccounts,
      passwords: accounts,
      audit,
      clock,
      notices: { jobs, mailer, emailBudget, publicUrl: config.publicUrl },
    });
    jobs.handle(CHILD_SIGN_IN_LOCKED_JOB, (job) => signIn.sendLockNotice(job));
    const area = new ChildAreaService({ repository, access, children, board, accounts: childAccounts, audit });
    registerChildAreaRoutes(app, signIn, area);
  },
};
