import { Card } from '../../components/card.tsx';
import { Section } from '../../components/section.tsx';

const STEPS = [
  {
    title: 'CLI commands',
    text: 'Operators state what they need, in the console, the chat or the command line, in plain English.',
  },
  {
    title: 'Automation server',
    text: 'The process-controller server turns each request into ERP tool calls, previewing every write for confirmation.',
  },
  {
    title: 'Secure NetSuite sync',
    text: 'Token-based calls to your own account cover P2P, O2C, GL, inventory and custom workflows.',
  },
  {
    title: 'Always-learning logging',
    text: 'Every tool call is recorded with who, when, what and how it ended, for audit and for improvement.',
  },
  {
    title: 'CLI plus dashboard',
    text: 'Watch and steer the work from the dashboard, or keep to the command line.',
  },
] as const;

const WHY = [
  { title: 'No more dependency on external support teams', text: 'Your own operators do the work in minutes.' },
  { title: '15-day implementation, 40-day full control', text: 'Live in two weeks, fully yours in six.' },
  { title: 'Reduces managed service costs by 80%', text: 'Routine requests no longer need a consultant.' },
] as const;

/** How it works (000 section 2): five numbered steps and why it works. */
export function HowItWorksPage() {
  return (
    <>
      <header className="page-intro">
        <h1 className="hero-title">HOW.IT.WORKS</h1>
        <p className="hero-lead">From a sentence to a finished ERP task, in five steps.</p>
      </header>
      <Section title="THE.STEPS">
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card title={step.title} eyebrow={`STEP ${String(index + 1).padStart(2, '0')}`}>
                <p className="muted">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Why It Works">
        <div className="card-grid">
          {WHY.map((card) => (
            <Card key={card.title} title={card.title}>
              <p className="muted">{card.text}</p>
            </Card>
          ))}
        </div>
      </Section>
    </>
  );
}
