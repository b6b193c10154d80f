import { Link } from 'react-router-dom';
import { Card } from '../../components/card.tsx';
import { Section } from '../../components/section.tsx';

const PHASES = [
  {
    title: 'Discovery & Planning',
    text: 'We map your processes, accounts and roles, and agree what the agent will take over first.',
    activities: ['Process and pain-point review', 'Role and permission mapping', 'Success measures agreed'],
  },
  {
    title: 'Environment Setup & Integration',
    text: 'The server is deployed and connected to your sandbox, then your production account, with token-based authentication.',
    activities: ['Server deployment', 'Integration record and access tokens', 'Sandbox connection checked'],
  },
  {
    title: 'AI Training & Automation Mapping',
    text: 'Your record types, custom fields and saved searches are read so requests use your own vocabulary.',
    activities: ['Record metadata read', 'Common requests mapped to tools', 'Confirmation rules set'],
  },
  {
    title: 'Testing & Validation',
    text: 'Your team runs its real requests in the sandbox and signs off the answers in user acceptance testing.',
    activities: ['UAT scripts', 'Answer accuracy measured', 'Write previews reviewed'],
  },
  {
    title: 'Go-Live & Training',
    text: 'The agent goes live on production with your operators trained on the console, the chat and the CLI.',
    activities: ['Production cut-over', 'Operator training', 'Go-live support'],
  },
  {
    title: 'Continuous Optimization',
    text: 'Recorded tool calls show what to automate next and where answers can improve.',
    activities: ['Monthly review', 'New processes added', 'Failed calls analysed'],
  },
] as const;

const TIMELINE = [
  { days: 'Day 0-5', work: 'Discovery + Environment Setup' },
  { days: 'Day 6-15', work: 'Integration + UAT + Go-Live' },
  { days: 'Day 16-40', work: 'Training + Optimization' },
] as const;

/** Implementation (000 section 2): six phases and the 40-day timeline. */
export function ImplementationPage() {
  return (
    <>
      <header className="page-intro">
        <h1 className="hero-title">Seamless. Fast. Transparent.</h1>
        <p className="hero-lead">Live in 15 days, in full control in 40.</p>
      </header>
      <Section title="How We Implement" intro="A typical implementation takes 2-4 weeks.">
        <ol className="card-grid phases">
          {PHASES.map((phase, index) => (
            <li key={phase.title}>
              <Card title={phase.title} eyebrow={String(index + 1).padStart(2, '0')}>
                <p className="muted">{phase.text}</p>
                <p className="field-label">KEY.ACTIVITIES</p>
                <ul className="plain-list">
                  {phase.activities.map((activity) => (
                    <li key={activity}>{activity}</li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Implementation Timeline">
        <ol className="timeline">
          {TIMELINE.map((stage) => (
            <li key={stage.days}>
              <span className="timeline-days">{stage.days}</span> <span>{stage.work}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="READY.WHEN.YOU.ARE">
        <div className="cta-row">
          <Link className="button button-solid" to="/contact">
            SCHEDULE.CONSULTATION
          </Link>
          <Link className="button" to="/pricing">
            VIEW.PRICING
          </Link>
        </div>
      </Section>
    </>
  );
}
