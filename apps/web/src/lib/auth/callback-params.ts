/** An error an e-mail link or a sign-in provider sent back in the address (spec section 8). */
export interface AuthCallbackError {
  /** OAuth-style error, e.g. access_denied. */
  readonly error: string | null;
  /** The auth service's error code, e.g. otp_expired. */
  readonly code: string | null;
  readonly description: string | null;
}

export interface AuthCallbackParams {
  readonly error: AuthCallbackError | null;
  /** An authorization code (PKCE) the client may exchange for a session. */
  readonly code: string | null;
  /** Tokens of the implicit flow in the fragment. */
  readonly hasTokens: boolean;
}

/** Parameters the auth service and providers add to a return address; removed once read. */
const CALLBACK_PARAMS = [
  'error',
  'error_code',
  'error_description',
  'code',
  'sb',
  'access_token',
  'refresh_token',
  'expires_at',
  'expires_in',
  'token_type',
  'provider_token',
  'provider_refresh_token',
  'type',
];

function paramsOf(url: URL): URLSearchParams {
  // As the auth client does: the fragment's parameters win over the query's.
  const merged = new URLSearchParams(url.search);
  for (const [name, value] of new URLSearchParams(url.hash.replace(/^#/, ''))) merged.set(name, value);
  return merged;
}

/** Reads what a return address brought back: an error (query or fragment), a code, or tokens. */
export function readAuthCallback(href: string): AuthCallbackParams {
  const params = paramsOf(new URL(href));
  const error = params.get('error');
  const code = params.get('error_code');
  const description = params.get('error_description');
  return {
    error:
      error || code || description
        ? { error: error || null, code: code || null, description: description || null }
        : null,
    code: params.get('code') || null,
    hasTokens: params.has('access_token'),
  };
}

/** The same address without the parameters of an auth callback, so a reload does not replay it. */
export function withoutAuthCallback(href: string): string {
  const url = new URL(href);
  const hashParams = new URLSearchParams(url.hash.replace(/^#/, ''));
  const hashIsCallback = CALLBACK_PARAMS.some((name) => name !== 'type' && hashParams.has(name));
  for (const name of CALLBACK_PARAMS) {
    if (name !== 'type') url.searchParams.delete(name);
  }
  if (hashIsCallback) url.hash = '';
  return url.href;
}
