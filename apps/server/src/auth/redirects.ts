import type { Config } from '../platform/config.ts';

/**
 * Where a person may be sent after an e-mail link or a provider: a URL on the site itself or on one of the allowed
 * origins. Anything else (another host, another scheme, a malformed value) gives the fallback, so a link can never
 * carry tokens to a stranger's site.
 */
export function allowedRedirect(
  requested: string | null | undefined,
  siteUrl: URL,
  allowedOrigins: readonly string[],
  fallback: string,
): string {
  if (!requested) return fallback;
  let url: URL;
  try {
    url = new URL(requested, siteUrl);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fallback;
  if (url.username !== '' || url.password !== '') return fallback;
  if (url.origin !== siteUrl.origin && !allowedOrigins.includes(url.origin)) return fallback;
  // The answer is written into the fragment; one already there would mix with it.
  url.hash = '';
  return url.href;
}

/** Where people land when the request named no (allowed) destination. */
export function siteUrl(config: Config, path = '/'): string {
  return new URL(path, config.publicUrl).href;
}

export function redirectOrDefault(config: Config, requested: string | null | undefined, defaultPath: string): string {
  return allowedRedirect(requested, config.publicUrl, config.auth.redirectOrigins, siteUrl(config, defaultPath));
}
