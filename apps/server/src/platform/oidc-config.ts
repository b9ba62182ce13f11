/** An OpenID Connect provider people may sign in with (Google, Microsoft, Apple, ...), from the environment. */
export interface OidcProviderConfig {
  /** What `GET /auth/v1/authorize?provider=` takes and identities record, e.g. `google`. */
  readonly name: string;
  /**
   * The provider's issuer, whose `/.well-known/openid-configuration` describes it, or the URL of that document
   * itself (a document whose issuer differs from its address, as for Microsoft's multi-tenant endpoints).
   */
  readonly issuer: URL;
  readonly clientId: string;
  /** Never logged. Apple's is a JWT the operator signs with the key Apple issued; it lasts at most six months. */
  readonly clientSecret: string;
  /** Scopes asked of every sign-in; the client may ask for more. */
  readonly scopes: readonly string[];
  /** How the provider sends the person back: `query` (a GET) or `form_post` (a POST, which Apple requires). */
  readonly responseMode: 'query' | 'form_post';
}

export const DEFAULT_OIDC_SCOPES: readonly string[] = ['openid', 'email', 'profile'];

const PROVIDER_NAME = /^[a-z][a-z0-9_]{0,31}$/;
/** Names the auth service already uses for other ways of signing in (see `/auth/v1/settings`). */
const RESERVED_NAMES = new Set(['email', 'phone', 'anonymous_users', 'saml', 'sso']);
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL points at this machine, where plain HTTP stays on the machine (tests, local providers). */
export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Reads `AUTH_OIDC_PROVIDERS=google,microsoft,apple` and, for each name, `AUTH_OIDC_<NAME>_ISSUER`, `_CLIENT_ID`,
 * `_CLIENT_SECRET`, and optionally `_SCOPES` and `_RESPONSE_MODE`. Returns every problem at once; a problem never
 * quotes a client secret.
 */
export function parseOidcProviders(env: Readonly<Record<string, string | undefined>>): {
  providers: OidcProviderConfig[];
  problems: string[];
} {
  const providers: OidcProviderConfig[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const names = (env.AUTH_OIDC_PROVIDERS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!PROVIDER_NAME.test(name) || RESERVED_NAMES.has(name)) {
      problems.push(
        `AUTH_OIDC_PROVIDERS names "${name}": a provider name is lower-case letters, digits and _, starts with a letter, and is not one of ${[...RESERVED_NAMES].join(', ')}`,
      );
      continue;
    }
    if (seen.has(name)) {
      problems.push(`AUTH_OIDC_PROVIDERS names "${name}" twice`);
      continue;
    }
    seen.add(name);
    const prefix = `AUTH_OIDC_${name.toUpperCase()}_`;
    const required = (suffix: string): string | undefined => {
      const value = env[prefix + suffix]?.trim();
      if (!value) problems.push(`${prefix}${suffix} must be set because AUTH_OIDC_PROVIDERS names ${name}`);
      return value || undefined;
    };
    const issuerText = required('ISSUER');
    const clientId = required('CLIENT_ID');
    const clientSecret = required('CLIENT_SECRET');

    let issuer: URL | undefined;
    if (issuerText) {
      try {
        issuer = new URL(issuerText);
      } catch {
        problems.push(
          `${prefix}ISSUER must be a URL such as https://accounts.google.com (got ${JSON.stringify(issuerText)})`,
        );
      }
      if (issuer && issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && isLoopbackUrl(issuer))) {
        problems.push(
          `${prefix}ISSUER must use https:// (plain http:// only on this machine) (got ${JSON.stringify(issuerText)})`,
        );
        issuer = undefined;
      }
    }

    const scopesText = env[`${prefix}SCOPES`]?.trim();
    const scopes = scopesText ? scopesText.split(/[\s,]+/).filter((scope) => scope !== '') : [...DEFAULT_OIDC_SCOPES];
    const scopesValid = scopes.includes('openid') && scopes.every((scope) => SCOPE_TOKEN.test(scope));
    if (!scopesValid) {
      problems.push(
        `${prefix}SCOPES must be space-separated scopes including openid (got ${JSON.stringify(scopesText)})`,
      );
    }

    const responseMode = env[`${prefix}RESPONSE_MODE`]?.trim() || 'query';
    if (responseMode !== 'query' && responseMode !== 'form_post') {
      problems.push(`${prefix}RESPONSE_MODE must be query or form_post (got ${JSON.stringify(responseMode)})`);
    }

    if (
      issuer &&
      clientId &&
      clientSecret &&
      scopesValid &&
      (responseMode === 'query' || responseMode === 'form_post')
    ) {
      providers.push(
        Object.freeze({ name, issuer, clientId, clientSecret, scopes: Object.freeze(scopes), responseMode }),
      );
    }
  }
  return { providers, problems };
}
