import { Outlet } from 'react-router-dom';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import './public.css';

/** Every public page: the shared header and footer around it (000 section 2). */
export function PublicLayout() {
  return (
    <div className="public">
      <PublicHeader />
      <main className="public-main">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
