import { checkGrantArguments, GRANT_USAGE, grantAccess, runCommand } from './commands.ts';

// `npm run access:grant -- --email parent@example.org --until 2027-12-31 [--reason "..."]`: gives the family of the
// parent with that address access until the end of that day, as an administrator's grant does, with no payment
// provider needed. With the embedded database, stop the server first: only one process may open it.
await runCommand(GRANT_USAGE, checkGrantArguments, grantAccess);
