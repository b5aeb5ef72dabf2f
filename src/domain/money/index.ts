export * from './format-money.ts';
export * from './money.ts';
