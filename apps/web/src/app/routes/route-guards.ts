import type { RouteGuard } from '@tedi/contracts';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/** Every guard kind except 'public', which lets anyone in and needs no component. */
export type ProtectedGuard = Exclude<RouteGuard, 'public'>;

/**
 * A guard is a layout route: it renders <Outlet /> when the visitor may enter, and otherwise a loading screen
 * while it checks or a redirect (for a parent: sign-in, onboarding or subscription, spec section 4).
 */
export type RouteGuardComponent = ComponentType;

/**
 * Downloads a guard, with the route loader that starts its checks early if it has one. Guards are loaded with the protected area, never with the app's entry, so pages anyone can
 * open (sign-in, the public site) do not carry the access checks of the signed-in areas.
 */
export type RouteGuardLoader = () => Promise<{ Component: RouteGuardComponent; loader?: LoaderFunction }>;

export type RouteGuardRegistry = Readonly<Partial<Record<ProtectedGuard, RouteGuardLoader>>>;

/**
 * The guards that exist. The route table refuses to build when a live route needs a guard missing from here, so
 * no protected page can go live unguarded. Each guard kind is registered by the capability that checks it.
 */
export const ROUTE_GUARDS: RouteGuardRegistry = {
  // Accounts: signed in with the parent (or admin) role. The onboarding capability adds its gate to this guard.
  parent: () =>
    import('../guards/parent-guard.tsx').then((guard) => ({
      Component: guard.ParentGuard,
      loader: guard.parentGuardLoader,
    })),
  // Family: signed in with the family_member role (no onboarding or subscription gate of their own).
  'family-member': () =>
    import('../guards/family-member-guard.tsx').then((guard) => ({ Component: guard.FamilyMemberGuard })),
  // Accounts: a family member straight in, anyone else through the 'parent' guard (one's own settings).
  'parent-or-family-member': () =>
    import('../guards/parent-or-family-member-guard.tsx').then((guard) => ({
      Component: guard.ParentOrFamilyMemberGuard,
    })),
  // Child area: signed in with the child role; anyone else to /child/login.
  child: () => import('../guards/child-guard.tsx').then((guard) => ({ Component: guard.ChildGuard })),
};
