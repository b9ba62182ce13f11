import type { RouteGuard } from '@tedi/contracts';
import type { ComponentType } from 'react';

import { ParentGuard } from '../guards/parent-guard.tsx';

/** Every guard kind except 'public', which lets anyone in and needs no component. */
export type ProtectedGuard = Exclude<RouteGuard, 'public'>;

/**
 * A guard is a layout route: it renders <Outlet /> when the visitor may enter, and otherwise a loading screen
 * while it checks or a redirect (for a parent: sign-in, onboarding or subscription, spec section 4).
 */
export type RouteGuardComponent = ComponentType;

export type RouteGuardRegistry = Readonly<Partial<Record<ProtectedGuard, RouteGuardComponent>>>;

/**
 * The guards that exist. The route table refuses to build when a live route needs a guard missing from here, so
 * no protected page can go live unguarded. Each guard kind is registered by the capability that checks it.
 */
export const ROUTE_GUARDS: RouteGuardRegistry = {
  // Accounts: signed in with the parent (or admin) role. The onboarding capability adds its gate to this guard.
  parent: ParentGuard,
};
