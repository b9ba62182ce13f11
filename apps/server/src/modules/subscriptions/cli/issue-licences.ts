import { checkLicenceArguments, issueLicences, LICENCES_USAGE, runCommand } from './commands.ts';

// `npm run access:licences -- --sponsor "Name" --kind charity --seats 10 --until 2027-12-31 [--codes 10] [--listed]`:
// issues a sponsor's licence codes, as an administrator's batch does, and prints them once. With the embedded
// database, stop the server first: only one process may open it.
await runCommand(LICENCES_USAGE, checkLicenceArguments, issueLicences);
