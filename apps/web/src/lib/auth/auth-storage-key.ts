/**
 * Where the auth client keeps the session in local storage; every key it writes starts with this. It has a module
 * of its own because the runtime imports the inactivity watch, which signs out through auth-actions, which clears
 * these keys: kept in the runtime, the key made those three modules import each other.
 */
export const AUTH_STORAGE_KEY = 'tedi-auth';

/**
 * Whether this browser holds a session the auth client saved. It says nothing about whether the session still
 * works, but it is enough to skip downloading the auth client for a visitor who has never signed in here.
 */
export function hasStoredSession(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
