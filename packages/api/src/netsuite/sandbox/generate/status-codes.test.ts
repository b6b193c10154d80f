import { describe, expect, it } from 'vitest';
import { statusDisplayName } from './status-codes.ts';

describe('statusDisplayName', () => {
  it('names a status as BUILTIN.DF shows it, and nothing for unknown or absent letters', () => {
    expect(statusDisplayName('SalesOrd', 'G')).toBe('Sales Order : Billed');
    expect(statusDisplayName('CustInvc', 'B')).toBe('Invoice : Paid In Full');
    expect(statusDisplayName('CustInvc', 'Z')).toBeNull();
    expect(statusDisplayName('ItemRcpt', null)).toBeNull();
  });
});
