/** What time it is. Services take one so tests can move time (challenge expiry, deletions, invitations). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
