import { Link } from 'react-router-dom';
import { annualTotal, type BillingCycle, formatPrice, type Plan, pricePerMonth, priceSuffix } from './plans.ts';

export function PlanCard({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  return (
    <article className="card plan" data-highlighted={plan.highlight !== undefined || undefined} aria-label={plan.name}>
      {plan.highlight !== undefined && <p className="tag tag-accent plan-ribbon">{plan.highlight}</p>}
      <h2 className="card-title">{plan.name}</h2>
      <p className="card-eyebrow">{plan.extra}</p>
      <p className="muted">{plan.description}</p>
      <p className="plan-price">
        <span className="plan-amount">{formatPrice(pricePerMonth(plan, cycle))}</span>{' '}
        <span className="muted">{priceSuffix(cycle)}</span>
      </p>
      <p className="muted plan-note">
        {cycle === 'annual'
          ? `${formatPrice(annualTotal(plan))} a year instead of ${formatPrice(plan.monthlyPrice * 12)}`
          : `${formatPrice(plan.monthlyPrice * 12)} a year`}
      </p>
      <ul className="plan-features" aria-label="Included">
        {plan.features.map((feature) => (
          <li key={feature}>
            <span aria-hidden="true">✓ </span>
            {feature}
          </li>
        ))}
      </ul>
      {plan.notIncluded.length > 0 && (
        <ul className="plan-features plan-excluded" aria-label="Not included">
          {plan.notIncluded.map((feature) => (
            <li key={feature}>
              <span aria-hidden="true">✕ </span>
              {feature}
            </li>
          ))}
        </ul>
      )}
      {plan.addons.length > 0 && <p className="muted">ADD-ONS: {plan.addons.join(', ')}</p>}
      <Link className={plan.highlight ? 'button button-solid' : 'button'} to={plan.cta.to}>
        {plan.cta.label}
      </Link>
    </article>
  );
}
