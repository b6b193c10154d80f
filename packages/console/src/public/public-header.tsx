import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { AUTH_FLAG_KEY } from '../auth/session-cache.ts';

/** The public pages' links, in the header and the footer (000 section 2). */
export const PUBLIC_LINKS = [
  { path: '/how-it-works', label: 'HOW.IT.WORKS' },
  { path: '/implementation', label: 'IMPLEMENTATION' },
  { path: '/pricing', label: 'PRICING' },
  { path: '/contact', label: 'CONTACT' },
] as const;

/**
 * The shared public header: HOME, the page links, and DASHBOARD for a signed-in visitor or
 * 'Login / Signup' otherwise. It reads the session cache, not the server: a public page must not
 * wait on `/api/auth/me`, and the guard asks the server anyway once DASHBOARD is followed.
 */
export function PublicHeader() {
  const signedIn = localStorage.getItem(AUTH_FLAG_KEY) === 'true';
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  return (
    <header className="public-header" data-page-header="">
      <Link className="logo" to="/">
        ERP.AI.AGENT
      </Link>
      <button
        className="icon-button public-menu-button"
        type="button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label="Menu"
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <span aria-hidden="true">≡</span>
      </button>
      <nav className="public-nav" id={menuId} aria-label="Site" data-open={menuOpen}>
        <ul>
          {PUBLIC_LINKS.map((link) => (
            <li key={link.path}>
              <NavLink className="public-nav-link" to={link.path}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="public-nav-actions">
          <Link className="button" to="/">
            HOME
          </Link>
          {signedIn ? (
            <Link className="button button-solid" to="/dashboard">
              DASHBOARD
            </Link>
          ) : (
            <Link className="button button-solid" to="/login">
              Login / Signup
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
