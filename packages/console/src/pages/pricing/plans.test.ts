import { describe, expect, it } from 'vitest';
import { annualTotal, formatPrice, PLANS, pricePerMonth, priceSuffix, SAVE_BADGE } from './plans.ts';

describe('pricing plans', () => {
  it('are the three of 000 section 9 at their monthly prices', () => {
    expect(PLANS.map((plan) => [plan.name, plan.extra, plan.monthlyPrice])).toEqual([
      ['Starter', 'Financials First', 2000],
      ['Growth', 'Mid-Market Edition', 3500],
      ['Enterprise', 'Power Access for Teams', 4500],
    ]);
    expect(PLANS.filter((plan) => plan.highlight === 'MOST POPULAR').map((plan) => plan.id)).toEqual(['growth']);
  });

  it.each(PLANS)('$name costs 20% less a month billed annually, as the badge says', (plan) => {
    const monthly = pricePerMonth(plan, 'monthly');
    const annual = pricePerMonth(plan, 'annual');
    expect(annual).toBe(monthly * 0.8);
    expect(annualTotal(plan)).toBe(monthly * 12 * 0.8);
  });

  it('labels the cycles and the saving', () => {
    expect([priceSuffix('monthly'), priceSuffix('annual'), SAVE_BADGE]).toEqual([
      '/mo',
      '/mo, billed annually',
      'SAVE 20%',
    ]);
    expect(formatPrice(2800)).toBe('$2,800');
  });

  it('lists what Growth lacks and Enterprise has', () => {
    const [, growth, enterprise] = PLANS;
    expect(growth?.notIncluded).toEqual(['Multi-platform integration', 'Enterprise SLA', 'Dedicated success manager']);
    expect(enterprise?.features).toEqual(expect.arrayContaining([...(growth?.notIncluded ?? [])]));
    expect(enterprise?.notIncluded).toEqual([]);
  });
});
