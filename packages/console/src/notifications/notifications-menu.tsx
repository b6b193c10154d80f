import { formatMessageTime } from '@erp-agent/core';
import { useEffect, useId, useRef, useState } from 'react';
import { usePublicSettings } from '../settings/index.ts';
import { browserNotifier } from './desktop-notifications.ts';
import { unreadCount, useNotifications } from './notifications-store.ts';

/** The top bar's notifications: a count of unread events and, opened, the list of them. */
export function NotificationsMenu() {
  const items = useNotifications((state) => state.items);
  const unread = useNotifications(unreadCount);
  const unavailable = useNotifications((state) => state.toolCallsUnavailable);
  const markSeen = useNotifications((state) => state.markSeen);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const desktop = usePublicSettings()?.desktopNotifications ?? false;
  const notifier = browserNotifier();
  const [permission, setPermission] = useState(notifier?.permission);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  function toggle() {
    if (!open) markSeen();
    setOpen(!open);
  }

  return (
    <div className="menu" ref={root}>
      <button
        className="icon-button"
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={toggle}
      >
        <span aria-hidden="true">◉</span>
        {unread > 0 && (
          <span className="badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      <section className="menu-panel" id={panelId} hidden={!open} aria-label="Notifications">
        <h2 className="section-title">NOTIFICATIONS</h2>
        {unavailable !== undefined && <p className="muted">Failed tool calls cannot be listed: {unavailable}</p>}
        {desktop && notifier !== undefined && permission === 'default' && (
          <button
            className="button button-small"
            type="button"
            onClick={() => void Notification.requestPermission().then(setPermission)}
          >
            SHOW.ON.DESKTOP.TOO
          </button>
        )}
        {items.length === 0 ? (
          <p className="muted">No failed tool calls or connection problems.</p>
        ) : (
          <ul className="notification-list">
            {items.map((item) => (
              <li key={item.id} className="notification" data-kind={item.kind}>
                <p className="notification-title">{item.title}</p>
                <p className="muted">{item.detail}</p>
                <time className="muted" dateTime={new Date(item.time).toISOString()}>
                  {formatMessageTime(item.time)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
