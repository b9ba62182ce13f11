import { createContext } from 'react';

/**
 * Numbers each error the app shows, so the error screen knows whether it may still recover by itself (the first
 * three) or must wait for the reader. An error is recorded when its screen is committed to the page, not when it
 * renders: React renders a failing part more than once before giving up, and only the error that reaches the
 * screen counts. The same error object keeps its number however often its screen renders.
 */
export interface ErrorOccurrences {
  /** The number the error has, or would get if it were shown now; records nothing. */
  peek(error: unknown): number;
  /** Records that the error is on screen and returns its number. */
  record(error: unknown): number;
}

export function createErrorOccurrences(): ErrorOccurrences {
  let count = 0;
  const numbers = new WeakMap<object, number>();
  const known = (error: unknown) => (typeof error === 'object' && error !== null ? numbers.get(error) : undefined);
  return {
    peek(error) {
      return known(error) ?? count + 1;
    },
    record(error) {
      const number = known(error);
      if (number !== undefined) return number;
      count += 1;
      if (typeof error === 'object' && error !== null) numbers.set(error, count);
      return count;
    },
  };
}

/** The count for the whole visit, shared by the route error screen and the top-level boundary. */
export const appErrorOccurrences = createErrorOccurrences();

/** Lets a test count errors on its own instead of sharing the visit's count. */
export const ErrorOccurrencesContext = createContext<ErrorOccurrences>(appErrorOccurrences);
