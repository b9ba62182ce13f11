import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY } from '../testing.ts';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthServer();
});

afterAll(async () => {
  await server.close();
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.authUrl}${path}`, {
    method: 'POST',
    headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Ways of signing in that Tedi does not offer answer with GoTrue's own codes, so a client handles them as usual. */
describe('features Tedi does not offer', () => {
  it('anonymous sign-in: 422 anonymous_provider_disabled', async () => {
    const { data, error } = await server.client().signInAnonymously();
    expect(data.session).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('anonymous_provider_disabled');
    expect(error?.message).toBe('Anonymous sign-ins are disabled');
  });

  it('single sign-on: 404 saml_provider_disabled', async () => {
    const { error } = await server.client().signInWithSSO({ domain: 'example.com' });
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('saml_provider_disabled');
    expect(error?.message).toBe('SAML 2.0 is disabled');
  });

  it('ID-token sign-in with a provider that is not enabled: 400 provider_disabled', async () => {
    const google = await server.client().signInWithIdToken({ provider: 'google', token: 'header.payload.signature' });
    expect(google.error?.status).toBe(400);
    expect(google.error?.code).toBe('provider_disabled');
    expect(google.error?.message).toBe('Provider (issuer "https://accounts.google.com") is not enabled');
    const unknown = await server.client().signInWithIdToken({ provider: 'myspace', token: 'a.b.c' });
    expect(unknown.error?.code).toBe('validation_failed');
    expect(unknown.error?.message).toBe('Custom OIDC provider "myspace" not allowed');
    const missing = await post('/token?grant_type=id_token', { provider: 'google' });
    expect(missing.body).toMatchObject({ code: 'validation_failed', message: 'id_token required' });
  });

  it('Web3 sign-in: 422 web3_provider_disabled', async () => {
    const web3 = await post('/token?grant_type=web3', { chain: 'ethereum', message: 'hello', signature: '0x00' });
    expect(web3.status).toBe(422);
    expect(web3.body).toMatchObject({ code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
    const unknown = await post('/token?grant_type=carrier_pigeon', {});
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });

  it('phone sign-up and phone codes: GoTrue’s answers with its phone provider off', async () => {
    const signUp = await server.client().signUp({ phone: '+447700900123', password: 'a long walk by the river' });
    expect(signUp.error?.status).toBe(400);
    expect(signUp.error?.code).toBe('phone_provider_disabled');
    expect(signUp.error?.message).toBe('Phone signups are disabled');
    const signIn = await server.client().signInWithPassword({ phone: '+447700900123', password: 'whatever it is' });
    expect(signIn.error?.code).toBe('phone_provider_disabled');
    const sms = await server.client().verifyOtp({ phone: '+447700900123', token: '123456', type: 'sms' });
    expect(sms.error?.status).toBe(403);
    expect(sms.error?.code).toBe('otp_expired');
    const badPhone = await server.client().verifyOtp({ phone: 'not a number', token: '123456', type: 'phone_change' });
    expect(badPhone.error?.status).toBe(400);
    expect(badPhone.error?.message).toBe('Invalid phone number format (E.164 required)');
  });
});
