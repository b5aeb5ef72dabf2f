// Client IPs for the simulated shoppers of the bench and the browser tests. The worker keeps its rate
// limits per client IP (`CF-Connecting-IP`, which wrangler dev passes through when the request carries
// one; otherwise every request would come from 127.0.0.1, one client), so each simulated client sends an
// address of its own.

/** Which part of 10.0.0.0/8 a source hands out, so two sources never share an address. */
export const CLIENT_IP_BLOCKS = { loadRun: 1, auditedPages: 2, cartBursts: 3, checkoutOrders: 4 } as const;

/** Distinct addresses `10.{block}.x.y`, one per call (65,535 before they repeat). */
export function clientIpSource(block: (typeof CLIENT_IP_BLOCKS)[keyof typeof CLIENT_IP_BLOCKS]): () => string {
  let next = 0;
  return () => {
    next = (next % 65_535) + 1;
    return `10.${block}.${next >> 8}.${next & 255}`;
  };
}
