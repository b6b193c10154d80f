import { Link, useSearchParams } from 'react-router-dom';
import { Section } from '../../components/section.tsx';
import { BillingSwitch } from './billing-switch.tsx';
import { PlanCard } from './plan-card.tsx';
import { type BillingCycle, DEFAULT_CYCLE, PLANS } from './plans.ts';

const CYCLE_PARAM = 'billing';

function cycleFrom(value: string | null): BillingCycle {
  return value === 'monthly' || value === 'annual' ? value : DEFAULT_CYCLE;
}

/** Pricing (000 section 2): the cycle lives in the URL, so a shared link shows the same prices. */
export function PricingPage() {
  const [params, setParams] = useSearchParams();
  const cycle = cycleFrom(params.get(CYCLE_PARAM));
  return (
    <>
      <header className="page-intro">
        <h1 className="hero-title">PRICING</h1>
        <p className="hero-lead">One price a month per plan. No credit card required; cancel anytime.</p>
        <BillingSwitch
          cycle={cycle}
          onChange={(next) => setParams(next === DEFAULT_CYCLE ? {} : { [CYCLE_PARAM]: next }, { replace: true })}
        />
      </header>
      <div className="card-grid plans">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} cycle={cycle} />
        ))}
      </div>
      <Section title="TRY.IT.FIRST" intro="Run the agent against the embedded NetSuite sandbox before you decide.">
        <div className="cta-row">
          <Link className="button button-solid" to="/chat">
            START.FREE.TRIAL
          </Link>
          <Link className="button" to="/contact">
            CONTACT.SALES
          </Link>
        </div>
      </Section>
    </>
  );
}
