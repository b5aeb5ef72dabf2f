// Where the browser loads the third-party scripts from locally: the stand-in scripts of the services
// stack (scripts/local-stack/services-server.ts, `/third-party/*.js`), in the shape of THIRD_PARTY_SCRIPTS.
export const thirdPartyScripts = (servicesUrl: string) => ({
  trustpilot: `${servicesUrl}/third-party/trustpilot.js`,
  consentManager: `${servicesUrl}/third-party/consent-manager.js`,
  parcelTracking: `${servicesUrl}/third-party/parcel-tracking.js`,
  survey: `${servicesUrl}/third-party/survey.js`,
});
