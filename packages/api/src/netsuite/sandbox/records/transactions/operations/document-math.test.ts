import { describe, expect, it } from 'vitest';
import { addDays, exchangeRateBetween, lineCents, priceIn, shownAmount } from './document-math.ts';

describe('document math', () => {
  it('gives the rate to the base currency as the generator does', () => {
    expect(exchangeRateBetween(1.08, 1)).toBe(1.08);
    expect(exchangeRateBetween(1, 0.73)).toBe(1.369863);
  });

  it('multiplies to the cent without floating-point dust', () => {
    expect(lineCents(3, 19.99)).toBe(5997);
    expect(lineCents(0.5, 0.05)).toBe(3);
  });

  it('converts dollar prices into the document currency', () => {
    expect(priceIn(127, 1.27)).toBe(100);
    expect(priceIn(10, 0.73)).toBe(13.7);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('shows amounts with two decimals', () => {
    expect(shownAmount(125000)).toBe('1250.00');
  });
});
