import { Link, useSearchParams } from 'react-router-dom';
import { Card } from '../../components/card.tsx';
import { Section } from '../../components/section.tsx';
import { CONTACT_DETAILS } from './contact-details.ts';
import { ContactForm } from './contact-form.tsx';

/** Contact (000 section 2): the form, how else to reach us, and the offices. */
export function ContactPage() {
  const [params] = useSearchParams();
  return (
    <>
      <header className="page-intro">
        <h1 className="hero-title">CONTACT</h1>
        <p className="hero-lead">Tell us about your ERP and what you want automated.</p>
      </header>
      <div className="split">
        <Section title="SEND.A.MESSAGE">
          <ContactForm initialSubject={params.get('subject') ?? undefined} />
        </Section>
        <div className="stack">
          <Section title="CONTACT.INFORMATION">
            <dl className="facts">
              <dt>EMAIL</dt>
              <dd>
                <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
              </dd>
              <dt>PHONE</dt>
              <dd>
                <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
              </dd>
              <dt>HEADQUARTERS</dt>
              <dd>{CONTACT_DETAILS.headquarters}</dd>
              <dt>LIVE.CHAT</dt>
              <dd>{CONTACT_DETAILS.liveChatHours}</dd>
            </dl>
          </Section>
          <Card title="BOOK.A.DEMONSTRATION">
            <p className="muted">See the agent work on a NetSuite account with realistic data.</p>
            <Link className="text-link" to="/demo">
              BOOK.A.DEMO <span aria-hidden="true">→</span>
            </Link>
          </Card>
          <Section title="GLOBAL.OFFICES">
            <figure className="office-map" aria-label="Office locations">
              <ul className="office-list">
                {CONTACT_DETAILS.offices.map((office) => (
                  <li key={office}>
                    <span className="status-dot" data-state="ok" aria-hidden="true" /> {office}
                  </li>
                ))}
              </ul>
            </figure>
          </Section>
        </div>
      </div>
    </>
  );
}
