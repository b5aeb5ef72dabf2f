// The client credentials the identity stand-ins accept: the same values as the local [vars] of
// wrangler.toml (GOOGLE_CLIENT_ID/SECRET, FACEBOOK_APP_ID/SECRET, SIGN_IN_SYNC_API_KEY). A request with
// other credentials is refused as Google, Facebook and the sign-in sync would refuse it.
export const LOCAL_IDENTITY = {
  google: { clientId: 'local-storefront.apps.googleusercontent.com', clientSecret: 'local-google-client-secret' },
  facebook: { clientId: '100000000000001', clientSecret: 'local-facebook-app-secret' },
  /** The shop authenticates to the sign-in sync with this key (`Authorization: Bearer …`). */
  syncApiKey: 'local-sign-in-sync-key',
  /** commercetools authenticates to the sync's introspection with this header (project `externalOAuth`). */
  introspectionAuthorization: 'Bearer local-external-oauth-introspection',
} as const;

export type IdentityProvider = 'google' | 'facebook';
