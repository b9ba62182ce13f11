/**
 * Where the auth client keeps the session in local storage; every key it writes starts with this. It has a module
 * of its own because the runtime imports the inactivity watch, which signs out through auth-actions, which clears
 * these keys: kept in the runtime, the key made those three modules import each other.
 */
export const AUTH_STORAGE_KEY = 'tedi-auth';
