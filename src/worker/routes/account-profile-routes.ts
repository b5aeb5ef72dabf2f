// The signed-in customer's profile, newsletter consents, loyalty card and orders link (issue 15).
import { Hono } from 'hono';
import type { ApiEnv } from '../api/api-env.ts';

export const accountProfileRoutes = new Hono<ApiEnv>();
