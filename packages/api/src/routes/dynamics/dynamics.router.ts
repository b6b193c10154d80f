import { Hono } from 'hono';
import { requirePlatform } from '../../auth/authenticate.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { dynamicsConnectionRouter } from './dynamics-connection.router.ts';
import { dynamicsSectionsRouter } from './dynamics-sections.router.ts';

/** Everything under `/api/dynamics`, for users allowed on Dynamics 365 (admins reach every platform). */
export const dynamicsRouter = new Hono<AppEnv>()
  .use(requirePlatform('dynamics'))
  .route('/', dynamicsConnectionRouter)
  .route('/', dynamicsSectionsRouter);
