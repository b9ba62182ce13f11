import { vi } from 'vitest';

/**
 * Stands in for the browser loading another page (`window.location.assign`), which the test environment cannot do:
 * returns what the app asked to load. Undone by `vi.restoreAllMocks()`.
 */
export function watchPageLoads(): ReturnType<typeof vi.fn<(url: string | URL) => void>> {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  return assign;
}
