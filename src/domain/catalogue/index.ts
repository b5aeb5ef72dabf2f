export * from './delivery-estimate.ts';
export * from './sku.ts';
export * from './stock.ts';
export * from './volume-discounts.ts';
