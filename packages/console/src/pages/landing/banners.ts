/** One hero banner: the marketing claims of 000 section 1, five of them (000 section 9). */
export interface Banner {
  readonly eyebrow: string;
  readonly title: string;
  readonly text: string;
}

export const BANNERS: readonly Banner[] = [
  {
    eyebrow: 'AUTONOMOUS.ERP.OPERATIONS',
    title: 'Run your ERP by asking for what you need',
    text: 'Saved searches, scripts, records, reports and workflows from one sentence. 80% of managed services automated.',
  },
  {
    eyebrow: 'ZERO-TOUCH.ORCHESTRATION',
    title: '99.9% accuracy, audit-compliant',
    text: 'Every write is previewed and waits for your confirmation; every action is recorded.',
  },
  {
    eyebrow: 'FAST.IMPLEMENTATION',
    title: '15 days to implement, 40 days to full control',
    text: 'A typical implementation takes 2-4 weeks, with ROI in weeks rather than years.',
  },
  {
    eyebrow: 'COST.REDUCTION',
    title: 'Managed service costs reduced by 80%',
    text: 'No more dependence on external support teams for day-to-day ERP work.',
  },
  {
    eyebrow: 'ALWAYS.ON',
    title: '24/7 operation across three platforms',
    text: 'NetSuite today; Dynamics 365 and SAP Business One on the way. No credit card required, cancel anytime.',
  },
];
