import type { SystemEvent } from '@erp-agent/core';
import { TimeAgo } from '../../components/time-ago.tsx';

/** The server's events, newest first; an instance's own ones name it. */
export function EventLog({ events }: { events: readonly SystemEvent[] }) {
  return (
    <ol className="plain-list event-log">
      {events.map((event) => (
        <li className="event" key={event.id} data-level={event.level}>
          <span className="tag" data-level={event.level}>
            {event.level.toUpperCase()}
          </span>
          <span className="tag">{event.source.toUpperCase()}</span>
          <span className="event-message">{event.message}</span>
          <span className="muted">
            <TimeAgo at={event.at} />
            {event.instance !== null && ` · ${event.instance}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
