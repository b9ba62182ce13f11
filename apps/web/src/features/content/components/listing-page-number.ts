/** The page of a listing asked for in its address (`?page=2`); anything that is not a page number is the first. */
export function listingPageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
