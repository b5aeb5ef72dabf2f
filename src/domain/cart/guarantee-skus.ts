/** The virtual extra-guarantee SKUs (spec part 2 §9: prefix 41000; default carrier 4100010). */
export const GUARANTEE_SKUS = ['4100010', '4100020', '4100030', '4100040'] as const;
