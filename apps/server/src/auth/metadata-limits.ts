/**
 * Limits on the metadata people and administrators may store on an account: it travels in every access token, so a
 * huge or deeply nested object would make every later request too large to answer.
 */
export const MAX_METADATA_BYTES = 10 * 1024;
export const MAX_METADATA_DEPTH = 8;

/** Why the metadata can't be stored, or null when it can. */
export function metadataProblem(value: Record<string, unknown>): string | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > MAX_METADATA_DEPTH) return `must not be nested more than ${MAX_METADATA_DEPTH} levels deep`;
    for (const item of Object.values(current)) stack.push([item, depth + 1]);
  }
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_METADATA_BYTES) {
    return `must be at most ${MAX_METADATA_BYTES / 1024} KB of JSON`;
  }
  return null;
}
