import { Link } from 'react-router-dom';

/** Any path the console does not know (000 section 2). */
export function NotFoundPage() {
  return (
    <main className="centered-page">
      <h1 className="page-title">Page Not Found</h1>
      <p>The page you're looking for doesn't exist or has been moved.</p>
      <Link className="button" to="/">
        Back to Home
      </Link>
    </main>
  );
}
