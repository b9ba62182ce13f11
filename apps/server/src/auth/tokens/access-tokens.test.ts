import { describe, expect, it } from 'vitest';
import { accessTokenClaims } from './access-tokens.ts';

describe('accessTokenClaims', () => {
  const user = {
    id: '6f1c2b1e-0000-4000-8000-000000000001',
    email: 'maya@example.com',
    phone: null,
    appMetadata: { provider: 'email', providers: ['email'], role: 'parent' },
    userMetadata: { display_name: 'Maya' },
    isAnonymous: false,
  };

  it('has exactly the claims of the contract', () => {
    const claims = accessTokenClaims({
      issuer: 'https://tedi.example.org/auth/v1',
      user,
      sessionId: 'a5e0c1de-0000-4000-8000-000000000002',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1_800_000_000 }],
      issuedAt: 1_800_000_000,
      ttlSeconds: 3600,
    });
    expect(claims).toEqual({
      iss: 'https://tedi.example.org/auth/v1',
      sub: user.id,
      aud: 'authenticated',
      exp: 1_800_003_600,
      iat: 1_800_000_000,
      email: 'maya@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], role: 'parent' },
      user_metadata: { display_name: 'Maya' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1_800_000_000 }],
      session_id: 'a5e0c1de-0000-4000-8000-000000000002',
      is_anonymous: false,
    });
  });

  it('lists the most recent way of signing in first', () => {
    const claims = accessTokenClaims({
      issuer: 'https://tedi.example.org/auth/v1',
      user: { ...user, email: null },
      sessionId: 's',
      aal: 'aal2',
      amr: [
        { method: 'password', timestamp: 100 },
        { method: 'totp', timestamp: 200 },
      ],
      issuedAt: 300,
      ttlSeconds: 60,
    });
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(claims.email).toBe('');
    expect(claims.aal).toBe('aal2');
  });
});
