import type { Context } from 'hono';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';

/** How one ERP's routes reach the caller's stored connection, and say what went wrong in its words. */
export interface ErpConnection<Access, Connected> {
  /** The caller's stored access, or null when they have not connected. */
  readonly read: (c: Context<AppEnv>, userId: string) => Promise<Access | null>;
  /** What the routes work through, made from the access (a connector, with what records are keyed by). */
  readonly open: (c: Context<AppEnv>, userId: string, access: Access) => Promise<Connected>;
  /** The 409 answered when there is no connection: `sap_not_connected`, `Not connected to SAP Business One`. */
  readonly notConnected: { readonly code: string; readonly message: string };
  /** A failure as the API answers it: the route's code and sentence, the ERP's words as the reason. */
  readonly failure: (error: unknown, code: string, message: string) => Error;
}

/** The caller's connection opened, or the 409 when there is none; a failure to reach it as `code` and `message`. */
export async function connectedErp<Access, Connected>(
  c: Context<AppEnv>,
  erp: ErpConnection<Access, Connected>,
  code: string,
  message: string,
): Promise<Connected> {
  const principal = requirePrincipal(c);
  try {
    const access = await erp.read(c, principal.user.id);
    if (!access) throw new ApiError(409, erp.notConnected.code, erp.notConnected.message);
    return await erp.open(c, principal.user.id, access);
  } catch (error) {
    throw erp.failure(error, code, message);
  }
}
