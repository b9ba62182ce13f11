import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import type { OidcProviderConfig } from '../../platform/oidc-config.ts';

/** A person with an account at the test provider; the login name is their `sub`. */
export interface TestAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestOpenIdProvider {
  readonly issuer: string;
  /** Accounts by login name; tests may add or change them between sign-ins. */
  readonly accounts: Map<string, TestAccount>;
  /** How the auth service is configured to use this provider. */
  readonly config: OidcProviderConfig;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1, with one client registered for `redirectUri`. People sign
 * in through its development login and consent pages. `claimsIn: 'userinfo'` keeps e-mail and name out of the ID
 * token, as some providers do.
 */
export async function startTestOpenIdProvider(options: {
  name: string;
  redirectUri: string;
  claimsIn?: 'id_token' | 'userinfo';
  responseMode?: 'query' | 'form_post';
}): Promise<TestOpenIdProvider> {
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `tedi-${options.name}`;
  const clientSecret = `${options.name}-client-secret-for-tests-only-0123456789`;
  const accounts = new Map<string, TestAccount>();

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: `${options.name}-key` };
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [`${options.name}-cookie-key-for-tests`] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: options.claimsIn === 'userinfo',
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));

  return {
    issuer,
    accounts,
    config: {
      name: options.name,
      issuer: new URL(issuer),
      clientId,
      clientSecret,
      scopes: ['openid', 'email', 'profile'],
      responseMode: options.responseMode ?? 'query',
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Cookies by host name, as a browser keeps them (ports share cookies; paths are not told apart here). */
export class CookieJar {
  readonly #byHost = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.#byHost.get(url.hostname) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  store(url: URL, response: Response): void {
    const cookies = this.#byHost.get(url.hostname) ?? new Map<string, string>();
    this.#byHost.set(url.hostname, cookies);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  /** fetch that sends and keeps cookies and never follows redirects. */
  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    const headers = new Headers(input instanceof Request ? input.headers : init.headers);
    const cookie = this.header(url);
    if (cookie !== '') headers.set('cookie', cookie);
    const response = await fetch(input instanceof Request ? new Request(input, { headers }) : url, {
      ...init,
      headers,
      redirect: 'manual',
    });
    this.store(url, response);
    return response;
  };
}

/** The provider's answer on its way to our callback: a redirect (GET) or a form the browser would post. */
export interface ProviderAnswer {
  readonly method: 'GET' | 'POST';
  readonly url: URL;
  readonly form?: URLSearchParams;
}

function formOf(html: string, base: URL): { action: URL; fields: URLSearchParams } | null {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return null;
  const unescape = (value: string) =>
    value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x2F;', '/');
  const fields = new URLSearchParams();
  for (const input of form[2]!.matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1];
    if (name && value !== undefined) fields.set(name, unescape(value));
  }
  return { action: new URL(unescape(form[1]!), base), fields };
}

/**
 * Goes from a sign-in URL (ours or the provider's) through the provider's login and consent pages as `login`, and
 * stops when the provider sends the browser to `callbackUrl`. `cancel` presses the provider's Cancel link instead.
 */
export async function passThroughProvider(
  jar: CookieJar,
  startUrl: string,
  options: { login: string; callbackUrl: string; cancel?: boolean },
): Promise<ProviderAnswer> {
  let next: { url: URL; init?: RequestInit } = { url: new URL(startUrl) };
  for (let step = 0; step < 20; step += 1) {
    if (next.url.href.startsWith(options.callbackUrl)) return { method: 'GET', url: next.url };
    const response = await jar.fetch(next.url, next.init);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      next = { url: new URL(location, next.url) };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${next.url.href} answered ${response.status}: ${html.slice(0, 300)}`);
    const form = formOf(html, next.url);
    if (!form) throw new Error(`no form at ${next.url.href}`);
    if (form.action.href.startsWith(options.callbackUrl))
      return { method: 'POST', url: form.action, form: form.fields };
    if (options.cancel) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error(`no Cancel link at ${next.url.href}`);
      next = { url: new URL(abort, next.url) };
      continue;
    }
    if (form.fields.get('prompt') === 'login') {
      form.fields.set('login', options.login);
      form.fields.set('password', 'any password: the development login accepts every one');
    }
    next = {
      url: form.action,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.fields.toString(),
      },
    };
  }
  throw new Error('the provider never sent the browser back');
}
