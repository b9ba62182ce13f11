import { LoadingScreen } from './loading-screen.tsx';

/** Shown while the access gate checks onboarding and subscription before a parent page opens. */
export function OnboardingCheckScreen() {
  return <LoadingScreen message="Checking account setup..." />;
}
