import type { Session } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';

import { assuranceOf, roleOf } from './access.ts';

function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'ES256', kid: 'k1' })}.${part(claims)}.c2ln`;
}

function session(claims: Record<string, unknown>, factors: { status: 'verified' | 'unverified' }[] = []): Session {
  const value: Session = {
    access_token: token(claims),
    refresh_token: 'r',
    expires_in: 3600,
    expires_at: 0,
    token_type: 'bearer',
    user: {
      id: 'u1',
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '',
      factors: factors.map((factor, index) => ({
        id: `f${index}`,
        factor_type: 'totp',
        status: factor.status,
        created_at: '',
        updated_at: '',
      })),
    },
  };
  return value;
}

describe('roleOf', () => {
  it("reads the role from the access token's app_metadata", () => {
    expect(roleOf(session({ app_metadata: { role: 'parent' } }))).toBe('parent');
    expect(roleOf(session({ app_metadata: { role: 'super_admin' } }))).toBe('super_admin');
    expect(roleOf(session({ app_metadata: { role: 'owner' } }))).toBeNull();
    expect(roleOf(session({}))).toBeNull();
    expect(roleOf(null)).toBeNull();
  });
});

describe('assuranceOf (as mfa.getAuthenticatorAssuranceLevel answers)', () => {
  it('asks for a code when a verified factor exists and the session is aal1', () => {
    expect(assuranceOf(session({ aal: 'aal1' }, [{ status: 'verified' }]))).toEqual({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
      needsCode: true,
    });
  });

  it('is complete at aal2, and at aal1 without a verified factor', () => {
    expect(assuranceOf(session({ aal: 'aal2' }, [{ status: 'verified' }])).needsCode).toBe(false);
    expect(assuranceOf(session({ aal: 'aal1' }, [{ status: 'unverified' }]))).toEqual({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
      needsCode: false,
    });
    expect(assuranceOf(null)).toEqual({ currentLevel: null, nextLevel: null, needsCode: false });
  });
});
