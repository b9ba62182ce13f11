/** Raised when the database cannot be opened; the message says what to do, in plain words. */
export class DatabaseOpenError extends Error {
  override readonly name: string = 'DatabaseOpenError';
}

/** The embedded database is open in another process, which `holderPid` names; nothing was changed. */
export class DatabaseLockedError extends DatabaseOpenError {
  override readonly name = 'DatabaseLockedError';
  readonly holderPid: number;
  constructor(message: string, holderPid: number) {
    super(message);
    this.holderPid = holderPid;
  }
}
