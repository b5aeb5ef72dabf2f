// The local Adyen stand-in's account: the merchant account, API key and HMAC key the worker is configured
// with locally (wrangler.toml [vars]; a unit test holds the two files together). Real keys are secrets
// (`wrangler secret put ADYEN_API_KEY`, `ADYEN_HMAC_KEY`); these only open the stand-in.
export const LOCAL_ADYEN_MERCHANT_ACCOUNT = 'ExquipECOM';
export const LOCAL_ADYEN_API_KEY = 'local-adyen-api-key';
/** 32 bytes, hex, as Adyen's Customer Area generates HMAC keys. */
export const LOCAL_ADYEN_HMAC_KEY = '6F3C2A9B1E4D7F08A5C6B3D2E1F0A9B8C7D6E5F4A3B2C1D0E9F8A7B6C5D4E3F2';

export interface AdyenAccount {
  merchantAccount: string;
  apiKey: string;
  hmacKey: string;
}

export const LOCAL_ADYEN_ACCOUNT: AdyenAccount = {
  merchantAccount: LOCAL_ADYEN_MERCHANT_ACCOUNT,
  apiKey: LOCAL_ADYEN_API_KEY,
  hmacKey: LOCAL_ADYEN_HMAC_KEY,
};
