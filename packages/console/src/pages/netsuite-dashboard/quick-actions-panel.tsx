import { Link } from 'react-router-dom';
import { openAssistant } from '../../assistant/open-assistant.ts';
import { useAuth } from '../../auth/session.ts';
import { quickActions } from './quick-actions.ts';

/** The QUICK.ACTIONS panel: links to the real screens, and a button that opens the assistant. */
export function QuickActionsPanel() {
  const permissions = useAuth((state) => state.user?.permissions ?? []);
  return (
    <section aria-labelledby="netsuite-quick-actions">
      <h2 className="section-title" id="netsuite-quick-actions">
        QUICK.ACTIONS
      </h2>
      <ul className="plain-list">
        {quickActions(permissions).map((action) => (
          <li key={action.label}>
            {action.kind === 'link' ? (
              <Link to={action.to}>{action.label}</Link>
            ) : (
              <button className="link-button" type="button" onClick={openAssistant}>
                {action.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
