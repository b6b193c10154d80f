import { type BillingCycle, SAVE_BADGE } from './plans.ts';

/** The monthly / annual switch, with the badge that says what annual saves. */
export function BillingSwitch({ cycle, onChange }: { cycle: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  return (
    <div className="billing-switch">
      <span aria-hidden="true" data-active={cycle === 'monthly'}>
        MONTHLY
      </span>
      <button
        className="switch"
        type="button"
        role="switch"
        aria-checked={cycle === 'annual'}
        aria-label="Bill annually"
        onClick={() => onChange(cycle === 'annual' ? 'monthly' : 'annual')}
      >
        <span className="switch-thumb" />
      </button>
      <span aria-hidden="true" data-active={cycle === 'annual'}>
        ANNUAL
      </span>
      <span className="tag tag-accent">{SAVE_BADGE}</span>
    </div>
  );
}
