import { Link } from 'react-router-dom';
import { PUBLIC_LINKS } from './public-header.tsx';

export const PRODUCT_NAME = 'ERP AI Agent';

/** The shared public footer: page links, the privacy and terms pages, and the copyright line. */
export function PublicFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className="public-footer">
      <nav aria-label="Footer">
        <ul className="footer-links">
          {PUBLIC_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Link to="/privacy">PRIVACY.POLICY</Link>
          </li>
          <li>
            <Link to="/terms">TERMS</Link>
          </li>
        </ul>
      </nav>
      <p className="muted">
        © {year} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
