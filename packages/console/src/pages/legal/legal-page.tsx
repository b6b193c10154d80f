import { Link } from 'react-router-dom';

/**
 * The footer's privacy policy and terms. Their text is the company's to write; until it does,
 * the page says so instead of the link going nowhere.
 */
export function LegalPage({ title }: { title: string }) {
  return (
    <header className="page-intro">
      <h1 className="hero-title">{title}</h1>
      <p className="hero-lead">This document is not published yet.</p>
      <p className="muted">
        For questions about how we handle your data or the terms of service, write to us through the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </header>
  );
}

export function PrivacyPage() {
  return <LegalPage title="PRIVACY.POLICY" />;
}

export function TermsPage() {
  return <LegalPage title="TERMS.OF.SERVICE" />;
}
