// The Hono environment of the worker's JSON APIs: the worker's bindings.
import type { Env } from '../env.ts';

export type ApiEnv = { Bindings: Env };
