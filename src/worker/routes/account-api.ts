// The account API (JSON, `/api/account/*`): one sub-app with the shared API policy, composed of one
// route file per part, so each part's endpoints live in a file of their own:
//   account-session-routes.ts     sign-in, sign-out, who is signed in
//   account-credential-routes.ts  registration, e-mail confirmation, password reset and change
//   account-profile-routes.ts     profile, newsletter consents, loyalty card, the orders link
//   account-address-routes.ts     saved shipping and billing addresses
// Every answer is `private, no-store` (jsonApi), every write same-origin (the app's middleware).
import { jsonApi } from '../api/json-api.ts';
import { accountAddressRoutes } from './account-address-routes.ts';
import { accountCredentialRoutes } from './account-credential-routes.ts';
import { accountProfileRoutes } from './account-profile-routes.ts';
import { accountSessionRoutes } from './account-session-routes.ts';

export const accountApi = jsonApi({ unavailable: 'account.error.unavailable' });

accountApi.route('/', accountSessionRoutes);
accountApi.route('/', accountCredentialRoutes);
accountApi.route('/', accountProfileRoutes);
accountApi.route('/', accountAddressRoutes);
