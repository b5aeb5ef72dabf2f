export * from './countries.ts';
export * from './country-rules.ts';
export * from './currency-rules.ts';
export * from './market-cookies.ts';
export * from './resolve-market.ts';
export * from './trustpilot.ts';
