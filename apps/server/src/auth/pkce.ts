import { createHash } from 'node:crypto';
import { validationFailed } from './errors.ts';
import { secretsEqual } from './secrets.ts';

export interface PkceChallenge {
  readonly codeChallenge: string;
  readonly codeChallengeMethod: 's256' | 'plain';
}

/** The PKCE parameters of a request that starts a flow; null for the implicit flow. */
export function parsePkce(
  challenge: string | null | undefined,
  method: string | null | undefined,
): PkceChallenge | null {
  const hasChallenge = challenge !== null && challenge !== undefined && challenge !== '';
  const hasMethod = method !== null && method !== undefined && method !== '';
  if (!hasChallenge && !hasMethod) return null;
  if (!hasChallenge || !hasMethod)
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  const normalisedMethod = method.toLowerCase();
  if (normalisedMethod !== 's256' && normalisedMethod !== 'plain')
    throw validationFailed('code challenge method not supported');
  if (challenge.length < 43 || challenge.length > 128)
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  return { codeChallenge: challenge, codeChallengeMethod: normalisedMethod };
}

/** RFC 7636: does the verifier match the challenge stored when the flow started? */
export function pkceMatches(verifier: string, challenge: PkceChallenge): boolean {
  const derived =
    challenge.codeChallengeMethod === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return secretsEqual(derived, challenge.codeChallenge);
}
