function decodeJsonObject(part: string | undefined): Record<string, unknown> | null {
  if (!part || !/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Reads the payload of a JSON Web Token without checking its signature. Only for deciding what to show: the
 * server checks every token it is sent, so nothing read here grants access to anything.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  return parts.length === 3 ? decodeJsonObject(parts[1]) : null;
}

/** Whether a value has the shape of a JWT: three base64url parts, the first two of them JSON objects. */
export function isJwtShaped(value: string): boolean {
  const parts = value.split('.');
  return (
    parts.length === 3 &&
    /^[A-Za-z0-9_-]*$/.test(parts[2] ?? '') &&
    decodeJsonObject(parts[0]) !== null &&
    decodeJsonObject(parts[1]) !== null
  );
}
