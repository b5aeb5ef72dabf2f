// The bench's slow commerce backend is the local stack's delay proxy (shared with the fault tests).
export { startDelayProxy, type DelayProxy } from '../scripts/local-stack/delay-proxy.ts';
