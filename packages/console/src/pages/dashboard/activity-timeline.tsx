import type { Activity } from '@erp-agent/core';
import { TimeAgo } from '../../components/time-ago.tsx';

/** What the user and the agent did, newest first. */
export function ActivityTimeline({ activity }: { activity: readonly Activity[] }) {
  return (
    <ol className="plain-list timeline">
      {activity.map((entry) => (
        <li className="timeline-entry" key={entry.id} data-kind={entry.kind}>
          <p className="timeline-title">{entry.title}</p>
          {entry.description !== '' && <p className="muted">{entry.description}</p>}
          <p className="muted">
            <TimeAgo at={entry.at} />
          </p>
        </li>
      ))}
    </ol>
  );
}
