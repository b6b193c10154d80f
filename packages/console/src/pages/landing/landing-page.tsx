import { Link } from 'react-router-dom';
import { Card } from '../../components/card.tsx';
import { Section } from '../../components/section.tsx';
import { BANNERS } from './banners.ts';
import { HeroCarousel } from './hero-carousel.tsx';

const PLATFORMS = [
  {
    name: 'NetSuite',
    tag: 'Beta',
    to: '/chatbot',
    text: 'Saved searches, SuiteQL, records, reports and SuiteScript projects through the agent.',
  },
  {
    name: 'Dynamics 365',
    tag: 'Under Development',
    to: '/dynamics',
    text: 'Entities, Power Platform and workflows, as the connector is built.',
  },
  {
    name: 'SAP Business One',
    tag: 'Under Development',
    to: '/sap',
    text: 'Service Layer, documents, Crystal Reports and add-ons, as the connector is built.',
  },
] as const;

const BENEFITS = [
  { title: 'AUTOMATION', text: 'Routine ERP work, from purchase orders to saved searches, done from one sentence.' },
  { title: 'INTELLIGENCE', text: 'Asks a precise question when a request is ambiguous instead of guessing.' },
  {
    title: 'INTEGRATION',
    text: 'Works in your own account through its official APIs, with token-based authentication.',
  },
  {
    title: 'COST.SAVINGS',
    text: 'Managed service costs reduced by 80%, with no dependence on external support teams.',
  },
] as const;

/** The landing page (000 section 2), at `/` and `/landing`. */
export function LandingPage() {
  return (
    <>
      <section className="hero" aria-labelledby="landing-title">
        <h1 className="hero-title" id="landing-title">
          THE.AI.AGENT.FOR.ERP.OPERATIONS
        </h1>
        <p className="hero-lead">
          Type or speak what you need in NetSuite. The agent runs it in your account and answers with text, tables or a
          project summary, and writes nothing without your confirmation.
        </p>
        <HeroCarousel banners={BANNERS} />
        <div className="cta-row">
          <Link className="button button-solid" to="/login">
            ACTIVATE AGENT
          </Link>
          <Link className="button" to="/dashboard">
            EXPLORE DASHBOARD
          </Link>
        </div>
      </section>

      <Section title="SUPPORTED.PLATFORMS">
        <div className="card-grid">
          {PLATFORMS.map((platform) => (
            <Card key={platform.name} title={platform.name} eyebrow={platform.tag}>
              <p className="muted">{platform.text}</p>
              <Link className="text-link" to={platform.to}>
                OPEN {platform.name.toUpperCase()} <span aria-hidden="true">→</span>
              </Link>
            </Card>
          ))}
        </div>
      </Section>

      <Section title="KEY.BENEFITS">
        <div className="card-grid card-grid-4">
          {BENEFITS.map((benefit) => (
            <Card key={benefit.title} title={benefit.title}>
              <p className="muted">{benefit.text}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section title="READY.TO.START" intro="Connect the demo sandbox in one click and ask your first question.">
        <div className="cta-row">
          <Link className="button button-solid" to="/chat">
            START.NOW
          </Link>
          <Link className="button" to="/docs">
            LEARN.MORE
          </Link>
        </div>
      </Section>
    </>
  );
}
