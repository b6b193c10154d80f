import { describe, expect, it } from 'vitest';
import { sessionUser } from '../test-support/session-fixtures.ts';
import { canUse } from './access.ts';

describe('canUse', () => {
  const operator = sessionUser({ role: 'operator', permissions: ['erp:query'], platforms: ['netsuite'] });

  it('lets anyone use a screen that needs nothing', () => {
    expect(canUse(operator, undefined)).toBe(true);
  });

  it('checks a permission against the user’s own list', () => {
    expect(canUse(operator, { permission: 'erp:query' })).toBe(true);
    expect(canUse(operator, { permission: 'users:manage' })).toBe(false);
  });

  it('checks a platform against the platforms the user may reach', () => {
    expect(canUse(operator, { platform: 'netsuite' })).toBe(true);
    expect(canUse(operator, { platform: 'sap' })).toBe(false);
  });

  it('needs both when a screen names a platform and a permission', () => {
    expect(canUse(operator, { platform: 'netsuite', permission: 'erp:query' })).toBe(true);
    expect(canUse(operator, { platform: 'netsuite', permission: 'erp:read' })).toBe(false);
    expect(canUse(operator, { platform: 'sap', permission: 'erp:query' })).toBe(false);
  });
});
