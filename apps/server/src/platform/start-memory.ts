import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Hands back to the system the memory the server's start used and no longer needs. A start allocates far more than
 * the running server keeps (migrations, the demo family, every route's schemas compiled), and V8 then holds its
 * young generation at the size the start grew it to (16 MB with `--max-semi-space-size=8`) and more old-generation
 * pages than it uses, even when idle for hours: about 20 MB of a server's 150 MB. One collection that reduces the
 * heap's footprint, as V8 runs under memory pressure, returns them; under load the young generation grows again as
 * the work needs. Called once, before the server listens, so that no request waits for it (about 0.1 s).
 *
 * The collector is reached the way test runners reach it without `--expose-gc` on the command line: the flag set
 * for one new context, taken from it, and unset, so no other code sees a global `gc`.
 */
export function releaseStartMemory(): void {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as NodeJS.GCFunction;
  setFlagsFromString('--no-expose-gc');
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
