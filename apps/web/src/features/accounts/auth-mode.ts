/** The shared authentication page's modes, one per address (spec section 2). */
export type AuthMode = 'sign-in' | 'register' | 'forgot-password' | 'reset-password';

export const AUTH_MODE_PATHS: Readonly<Record<AuthMode, string>> = {
  'sign-in': '/auth',
  register: '/register',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
};

export function authModeOf(pathname: string): AuthMode {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const found = (Object.keys(AUTH_MODE_PATHS) as AuthMode[]).find((mode) => AUTH_MODE_PATHS[mode] === path);
  return found ?? 'sign-in';
}

export const AUTH_MODE_TITLES: Readonly<Record<AuthMode, string>> = {
  'sign-in': 'Sign in to Tedi',
  register: 'Create your Tedi account',
  'forgot-password': 'Reset your password',
  'reset-password': 'Choose a new password',
};
