import type { SiteKey } from '@erp-agent/core';

export type SiteKeyStatus = 'active' | 'disabled' | 'revoked';

export function siteKeyStatus(key: SiteKey): SiteKeyStatus {
  if (key.revokedAt !== null) return 'revoked';
  return key.disabledAt === null ? 'active' : 'disabled';
}
