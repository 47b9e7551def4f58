import * as client from 'openid-client';
import type { OidcSettings } from './oidc-settings.js';

/**
 * The provider's configuration, discovered once and kept. A failed discovery (provider down at
 * start-up) is not cached, so the next login tries again.
 */
export function createOidcClient(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | undefined;
  return function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // Plain http only for a local provider (tests, development); Google is https.
        ...(new URL(settings.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };
}
