import type { SessionResponse, SessionUser } from '@erp-agent/core';
import type { Principal } from '../../lib/app-env.ts';

export function sessionUser(principal: Principal): SessionUser {
  return { ...principal.user, platforms: [...principal.user.platforms], permissions: [...principal.permissions] };
}

export function sessionResponse(principal: Principal): SessionResponse {
  return { user: sessionUser(principal), expiresAt: principal.expiresAt.toISOString() };
}
