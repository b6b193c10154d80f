import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ErpConnectionState } from '../../chat/erp-connection.ts';

const CONNECTION_TEXT: Readonly<Record<ErpConnectionState, string>> = {
  checking: 'Checking the NetSuite connection...',
  connected: 'Connected to NetSuite.',
  'not-connected': 'Not connected to NetSuite.',
  unknown: 'The NetSuite connection could not be checked.',
};

/** The header's settings: where the chat sends its work, and where to change that. */
export function ChatbotSettings({ connection }: { connection: ErpConnectionState }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="menu">
      <button
        className="icon-button"
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Chat settings"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⚙</span>
      </button>
      <section className="menu-panel" id={panelId} hidden={!open} aria-label="Chat settings">
        <h2 className="section-title">CHAT.SETTINGS</h2>
        <p>{CONNECTION_TEXT[connection]}</p>
        <p className="muted">Replies stream as the agent works; STOP ends a reply early.</p>
        <Link className="text-link" to="/credentials">
          MANAGE.CONNECTION <span aria-hidden="true">→</span>
        </Link>
      </section>
    </div>
  );
}
