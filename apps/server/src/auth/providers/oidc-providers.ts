import * as oidc from 'openid-client';
import { isLoopbackUrl, type OidcProviderConfig } from '../../platform/oidc-config.ts';

/** Discovery documents change rarely; reading them again daily picks up a provider's new endpoints. */
const DISCOVERY_MAX_AGE_MS = 24 * 3600 * 1000;
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The configured OpenID providers and their discovered metadata (authorization and token endpoints, keys), one
 * discovery per provider shared by all requests. A failed discovery is forgotten, so the next request tries again.
 */
export class OidcProviders {
  readonly #byName: ReadonlyMap<string, OidcProviderConfig>;
  readonly #discovered = new Map<
    string,
    { readonly at: number; readonly configuration: Promise<oidc.Configuration> }
  >();

  constructor(providers: readonly OidcProviderConfig[]) {
    this.#byName = new Map(providers.map((provider) => [provider.name, provider]));
  }

  get names(): string[] {
    return [...this.#byName.keys()];
  }

  find(name: string | null | undefined): OidcProviderConfig | undefined {
    return name ? this.#byName.get(name) : undefined;
  }

  /** The provider's client configuration; openid-client validates the issuer of the document against the URL. */
  configuration(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    const cached = this.#discovered.get(provider.name);
    if (cached && Date.now() - cached.at < DISCOVERY_MAX_AGE_MS) return cached.configuration;
    const configuration = oidc.discovery(
      provider.issuer,
      provider.clientId,
      { client_secret: provider.clientSecret },
      oidc.ClientSecretPost(provider.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // Configuration allows plain HTTP only for a provider on this machine.
        execute:
          provider.issuer.protocol === 'http:' && isLoopbackUrl(provider.issuer) ? [oidc.allowInsecureRequests] : [],
      },
    );
    this.#discovered.set(provider.name, { at: Date.now(), configuration });
    configuration.catch(() => {
      if (this.#discovered.get(provider.name)?.configuration === configuration) this.#discovered.delete(provider.name);
    });
    return configuration;
  }
}
