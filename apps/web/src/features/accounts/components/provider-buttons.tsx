import { useEffect, useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { listExternalProviders, signInWithProvider } from '../../../lib/auth/auth-actions.ts';
import { describeSignInError } from '../../../lib/auth/auth-messages.ts';
import type { AuthRuntime } from '../../../lib/auth/auth-runtime.ts';

/** Names people know the providers by. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  azure: 'Microsoft',
  apple: 'Apple',
  facebook: 'Facebook',
  github: 'GitHub',
  keycloak: 'Keycloak',
};

export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1).replace(/[_-]+/g, ' ');
}

/** The providers the server has switched on; an empty list until it has answered, and when it has none. */
function useExternalProviders({ config, fetch }: AuthRuntime): string[] {
  const [providers, setProviders] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    void listExternalProviders(config.authUrl, config.publishableKey, fetch).then((names) => {
      if (current) setProviders(names);
    });
    return () => {
      current = false;
    };
  }, [config, fetch]);
  return providers;
}

interface ProviderButtonsProps {
  runtime: AuthRuntime;
  /** Where the provider sends the person back to (this page, which picks up the session). */
  returnTo: string;
}

/** One button per sign-in provider that is switched on; nothing at all when there is none. */
export function ProviderButtons({ runtime, returnTo }: ProviderButtonsProps) {
  const { client } = runtime;
  const providers = useExternalProviders(runtime);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: string) => {
    setLeaving(provider);
    setProblem(null);
    const result = await signInWithProvider(client, provider, returnTo);
    if (!result.ok) {
      setLeaving(null);
      setProblem(describeSignInError(result.error).message);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {problem ? <Notice tone="warning">{problem}</Notice> : null}
      <ul className="flex flex-col gap-3">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              onClick={() => void start(provider)}
              disabled={leaving !== null}
              className={`${BUTTON_CLASSES.secondary} w-full`}
            >
              {leaving === provider
                ? `Opening ${providerName(provider)}...`
                : `Continue with ${providerName(provider)}`}
            </button>
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-3 text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </p>
    </div>
  );
}
