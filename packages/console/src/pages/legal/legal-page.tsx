import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type LegalSection, PRIVACY_SECTIONS, TERMS_SECTIONS } from './legal-texts.ts';

/** The footer's privacy policy and terms: headed sections of plain text, and where to ask. */
export function LegalPage({
  title,
  lead,
  sections,
}: {
  title: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="legal">
      <header className="page-intro">
        <h1 className="hero-title">{title}</h1>
        <p className="hero-lead">{lead}</p>
      </header>
      {sections.map((section) => (
        <section key={section.heading} className="legal-section">
          <h2 className="section-heading">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="muted">
        Questions about this document go through the <Link to="/contact">contact page</Link>.
      </p>
    </article>
  );
}

export function PrivacyPage() {
  return (
    <LegalPage
      title="PRIVACY.POLICY"
      lead="What the ERP AI Agent keeps about you, why, where, and for how long."
      sections={PRIVACY_SECTIONS}
    />
  );
}

export function TermsPage() {
  return (
    <LegalPage
      title="TERMS.OF.SERVICE"
      lead="The terms on which the ERP AI Agent is offered and used."
      sections={TERMS_SECTIONS}
    />
  );
}
