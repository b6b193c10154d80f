/** The plans of 000 section 9, in one place: the pricing page and its tests read this file only. */

export type BillingCycle = 'monthly' | 'annual';

/** Billed annually, every plan costs this much less a month: the `SAVE 20%` badge, made true. */
export const ANNUAL_DISCOUNT = 0.2;

export const DEFAULT_CYCLE: BillingCycle = 'annual';

export interface Plan {
  readonly id: 'starter' | 'growth' | 'enterprise';
  readonly name: string;
  /** The line under the name (000 section 9). */
  readonly extra: string;
  readonly description: string;
  /** US dollars a month, billed monthly. */
  readonly monthlyPrice: number;
  readonly features: readonly string[];
  readonly notIncluded: readonly string[];
  readonly addons: readonly string[];
  readonly cta: { readonly label: string; readonly to: string };
  /** A ribbon such as MOST POPULAR. */
  readonly highlight?: string;
}

const STARTER_FEATURES = [
  'Setup, CLI and server deployment',
  'Onboarding, UAT and go-live support',
  'GL, AP/AR, P2P and journal entries',
];
const GROWTH_ADDS = ['Inventory, CRM and Projects', 'Dashboards', 'Add-on module packs'];
const ENTERPRISE_ADDS = ['Multi-platform integration', 'Enterprise SLA', 'Dedicated success manager'];

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    extra: 'Financials First',
    description: 'Core finance operations automated for one team.',
    monthlyPrice: 2000,
    features: STARTER_FEATURES,
    notIncluded: [...GROWTH_ADDS, ...ENTERPRISE_ADDS],
    addons: [],
    cta: { label: 'START.FREE.TRIAL', to: '/chat' },
  },
  {
    id: 'growth',
    name: 'Growth',
    extra: 'Mid-Market Edition',
    description: 'Finance plus supply chain, customers and projects.',
    monthlyPrice: 3500,
    features: [...STARTER_FEATURES, ...GROWTH_ADDS],
    notIncluded: ENTERPRISE_ADDS,
    addons: ['Extra add-on module packs'],
    cta: { label: 'START.FREE.TRIAL', to: '/chat' },
    highlight: 'MOST POPULAR',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    extra: 'Power Access for Teams',
    description: 'For 26+ users across every platform.',
    monthlyPrice: 4500,
    features: [...STARTER_FEATURES, ...GROWTH_ADDS, ...ENTERPRISE_ADDS],
    notIncluded: [],
    addons: ['Extra add-on module packs'],
    cta: { label: 'CONTACT.SALES', to: '/contact' },
  },
];

/** What the plan costs a month on this cycle, in whole dollars. */
export function pricePerMonth(plan: Pick<Plan, 'monthlyPrice'>, cycle: BillingCycle): number {
  return cycle === 'annual' ? Math.round(plan.monthlyPrice * (1 - ANNUAL_DISCOUNT)) : plan.monthlyPrice;
}

/** What one year costs on the annual cycle. */
export function annualTotal(plan: Pick<Plan, 'monthlyPrice'>): number {
  return pricePerMonth(plan, 'annual') * 12;
}

export function priceSuffix(cycle: BillingCycle): string {
  return cycle === 'annual' ? '/mo, billed annually' : '/mo';
}

export const SAVE_BADGE = `SAVE ${Math.round(ANNUAL_DISCOUNT * 100)}%`;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatPrice(amount: number): string {
  return dollars.format(amount);
}
