import { Link } from 'react-router-dom';
import { Card } from '../../components/card.tsx';
import { Section } from '../../components/section.tsx';

/** The demonstration the contact page offers: try it now on the sandbox, or book a guided one. */
export function DemoPage() {
  return (
    <>
      <header className="page-intro">
        <h1 className="hero-title">BOOK.A.DEMO</h1>
        <p className="hero-lead">
          The product ships with an embedded NetSuite sandbox: a realistic account you can work in without touching your
          own.
        </p>
      </header>
      <Section title="TWO.WAYS.TO.SEE.IT">
        <div className="card-grid">
          <Card title="Try it yourself">
            <p className="muted">
              Sign in, connect the demo sandbox in one click on the Credentials screen, and ask the agent for open
              purchase orders or your top customers.
            </p>
            <Link className="button button-solid" to="/login">
              ACTIVATE AGENT
            </Link>
          </Card>
          <Card title="A guided demonstration">
            <p className="muted">One of our engineers walks your team through your own processes, live.</p>
            <Link className="button" to="/contact?subject=Demo%20request">
              REQUEST.A.DEMO
            </Link>
          </Card>
        </div>
      </Section>
    </>
  );
}
