import { CLIENT_CONFIG_META } from '@tedi/contracts';

import { classifyApiKey } from './api-key.ts';

/** Spec section 8: what a person sees when the app's configuration cannot be used, word for word. */
export const CONFIGURATION_ERROR_MESSAGE = 'Application configuration error. Please contact support.';

/** Where the web app finds its auth service and the key it sends there. */
export const CLIENT_CONFIG_PATH = '/api/v1/client-config';

/** The configuration the server wrote into the page, as it wrote it; undefined when there is none to read. */
function clientConfigInPage(): unknown {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${CLIENT_CONFIG_META}"]`)?.content;
  if (!content) return undefined;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
}

export interface ClientConfig {
  /** The auth service's base address, e.g. https://tedi.example.org/auth/v1, on the page's own origin. */
  readonly authUrl: string;
  /** The key sent in `apikey`: a publishable key, never a secret one. */
  readonly publishableKey: string;
}

/** The configuration cannot be used; `reason` is for developers and logs, never shown to the person. */
export class AuthConfigurationError extends Error {
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(CONFIGURATION_ERROR_MESSAGE, options);
    this.name = 'AuthConfigurationError';
    this.reason = reason;
  }
}

export type ConfigWarning = (message: string) => void;

/**
 * Checks the configuration the server sent (spec sections 5 and 8): refuses a secret or service-role key, and
 * warns when the key is in neither the publishable nor the JWT format. The server sends the auth service's path
 * (`/auth/v1`), resolved here against the page's origin, so the app works at every address the server answers.
 */
export function parseClientConfig(
  value: unknown,
  warn: ConfigWarning,
  pageOrigin: string = window.location.origin,
): ClientConfig {
  if (typeof value !== 'object' || value === null) throw new AuthConfigurationError('client-config is not an object');
  const { authUrl, publishableKey } = value as Record<string, unknown>;
  if (typeof authUrl !== 'string' || authUrl === '') throw new AuthConfigurationError('client-config has no authUrl');
  let resolved: URL;
  try {
    resolved = new URL(authUrl, pageOrigin);
    if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') {
      throw new Error(`unsupported scheme ${resolved.protocol}`);
    }
  } catch (error) {
    throw new AuthConfigurationError(`client-config authUrl is not a web address: ${authUrl}`, { cause: error });
  }
  if (typeof publishableKey !== 'string' || publishableKey.trim() === '') {
    throw new AuthConfigurationError('client-config has no publishableKey');
  }
  const kind = classifyApiKey(publishableKey);
  if (kind === 'secret') {
    throw new AuthConfigurationError(
      'client-config holds a secret or service-role key; the browser may only hold the publishable key',
    );
  }
  if (kind === 'unknown') {
    warn(
      'The auth API key is neither a publishable key (sb_publishable_...) nor a JWT. Check the project API key settings.',
    );
  }
  return { authUrl: resolved.href.replace(/\/+$/, ''), publishableKey: publishableKey.trim() };
}

/**
 * Reads the configuration the server wrote into the page, or else loads it, and checks it; any failure (network,
 * status, shape, key) is an AuthConfigurationError.
 */
export async function fetchClientConfig(
  warn: ConfigWarning,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<ClientConfig> {
  const written = clientConfigInPage();
  if (written !== undefined) return parseClientConfig(written, warn);
  let body: unknown;
  try {
    const response = await fetchImpl(CLIENT_CONFIG_PATH, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new AuthConfigurationError(`client-config could not be loaded: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return parseClientConfig(body, warn);
}
