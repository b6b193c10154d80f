import { useMatches } from 'react-router-dom';
import { PageHeader } from '../../components/page-header.tsx';
import { currentScreen } from '../../shell/screen-handle.ts';

/**
 * The admin dashboards and ERP sections of 001, whose routes and links exist before their
 * screens: it says so plainly, and shows no sample data in their place.
 */
export function NotBuiltPage() {
  const screen = currentScreen(useMatches());
  if (screen === undefined) throw new Error('NotBuiltPage is only mounted on a route with a screen handle');
  return (
    <div className="page">
      <PageHeader title={screen.title} intro={screen.purpose} />
      <p className="note">
        This screen is not built yet. Its route and menu link are here so the console is complete; no sample data stands
        in for it.
      </p>
    </div>
  );
}
