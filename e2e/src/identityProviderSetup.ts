import type { TestProject } from 'vitest/node';
import { demoAccounts, demoPassword } from '@gcs/server/demo-accounts';
import { startFakeIdentityProvider } from '@gcs/fakes/identity-provider';

declare module 'vitest' {
  export interface ProvidedContext {
    identityProviderUrl: string;
  }
}

/** This platform's client at the stand-in provider (CITY_SIGN_ON). */
export const identityProviderClient = { id: 'gcs-e2e', secret: 'gcs-e2e-client-secret' };
/** The account the stand-in provider has signed in: the demo city regulator, by the same login code. */
export const identityProviderUser = demoAccounts.city.loginCode;

/**
 * A city's identity provider on localhost for the single sign-on journeys. It runs before the platform's setup and
 * configures suzhou (only) in CITY_SIGN_ON, which the platform inherits from this process's environment.
 */
export default async function setup(project: TestProject) {
  const provider = await startFakeIdentityProvider({
    accounts: { [identityProviderUser]: demoPassword },
    clients: { [identityProviderClient.id]: identityProviderClient.secret },
  });
  provider.signIn(identityProviderUser);
  process.env.CITY_SIGN_ON = JSON.stringify({
    suzhou: {
      endpoint: provider.baseUrl,
      clientId: identityProviderClient.id,
      clientSecret: identityProviderClient.secret,
      areaCode: '330400',
    },
  });
  project.provide('identityProviderUrl', provider.baseUrl);
  return () => provider.close();
}
