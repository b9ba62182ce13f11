import type { Capability } from '../capability.ts';
import { serviceOf } from '../capability.ts';
import { ChildAreaService } from './area-service.ts';
import { CHILD_AREA_ENDPOINTS } from './endpoints.ts';
import { ChildAreaRepository } from './repository.ts';
import { registerChildAreaRoutes } from './routes.ts';
import { ChildSignInService } from './sign-in-service.ts';

/**
 * The child's own area: the child's sign-in (a parent turns it on, trusts devices and unlocks; a child signs in
 * with pictures or a PIN and gets a session with the child role from the auth service), and what the signed-in
 * child reads: their name, photo, favourite things, choices and board.
 */
export const childAreaCapability: Capability = {
  name: 'child-area',
  endpoints: CHILD_AREA_ENDPOINTS,
  async register({ app, database, access, audit, clock, accounts, childAccounts }, services) {
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
    });
    const area = new ChildAreaService({ repository, access, children, board, accounts: childAccounts, audit });
    registerChildAreaRoutes(app, signIn, area);
  },
};
