// The signed-in customer's saved shipping and billing addresses (issue 15).
import { Hono } from 'hono';
import type { ApiEnv } from '../api/api-env.ts';

export const accountAddressRoutes = new Hono<ApiEnv>();
