export * from './format-money.ts';
