// The real commercetools SDK pointed at a commerce URL (the local emulator or a real region), for the
// indexer and the local stack's seeding. Credentials and URLs from the environment, defaulting to the
// local emulator (which accepts any client).
import { type Client, ClientBuilder } from '@commercetools/ts-client';
import { createApiBuilderFromCtpClient, type ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';

export interface CommerceClientOptions {
  /** API URL, e.g. http://127.0.0.1:8181 or https://api.europe-west1.gcp.commercetools.com */
  apiUrl: string;
  /** Auth URL; the local emulator serves it on the API URL. */
  authUrl?: string;
  projectKey: string;
  clientId?: string;
  clientSecret?: string;
  scopes?: string[];
}

/** The HTTP client with its auth flow: for requests the typed builders cannot express (the seed's raw drafts). */
export const createCommerceClient = ({
  apiUrl,
  authUrl = apiUrl,
  projectKey,
  clientId = 'local-stack',
  clientSecret = 'local-stack',
  scopes,
}: CommerceClientOptions): Client =>
  new ClientBuilder()
    .withProjectKey(projectKey)
    .withClientCredentialsFlow({
      host: authUrl,
      projectKey,
      credentials: { clientId, clientSecret },
      httpClient: fetch,
      ...(scopes ? { scopes } : {}),
    })
    .withHttpMiddleware({ host: apiUrl, httpClient: fetch })
    .build();

export const createCommerceApi = (options: CommerceClientOptions): ByProjectKeyRequestBuilder =>
  createApiBuilderFromCtpClient(createCommerceClient(options)).withProjectKey({ projectKey: options.projectKey });

/** Commerce connection settings from the environment, defaulting to the local emulator. */
export const commerceOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): CommerceClientOptions => ({
  apiUrl: env.COMMERCE_URL ?? `http://127.0.0.1:${env.COMMERCE_PORT ?? '8181'}`,
  ...(env.COMMERCE_AUTH_URL ? { authUrl: env.COMMERCE_AUTH_URL } : {}),
  projectKey: env.COMMERCE_PROJECT_KEY ?? 'exquip',
  ...(env.COMMERCE_CLIENT_ID ? { clientId: env.COMMERCE_CLIENT_ID } : {}),
  ...(env.COMMERCE_CLIENT_SECRET ? { clientSecret: env.COMMERCE_CLIENT_SECRET } : {}),
  ...(env.COMMERCE_SCOPES ? { scopes: env.COMMERCE_SCOPES.split(/[\s,]+/).filter(Boolean) } : {}),
});
