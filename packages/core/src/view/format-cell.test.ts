import { describe, expect, it } from 'vitest';
import { formatCell } from './format-cell.ts';

describe('formatCell', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['Acme', 'Acme'],
    [5200.5, '5200.5'],
    [false, 'false'],
    [{ id: '12', refName: 'Acme Corp' }, 'Acme Corp'],
    [[{ refName: 'East' }, 'West'], 'East, West'],
    [{ street: '1 Main St' }, '{"street":"1 Main St"}'],
    [new Date('2026-03-01T00:00:00Z'), '2026-03-01T00:00:00.000Z'],
  ])('shows %j as %j', (value, text) => {
    expect(formatCell(value)).toBe(text);
  });
});
