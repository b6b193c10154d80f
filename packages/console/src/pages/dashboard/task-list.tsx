import type { Task } from '@erp-agent/core';
import { Link } from 'react-router-dom';
import { TimeAgo } from '../../components/time-ago.tsx';

/** 000 section 4: completed green, pending amber, failed red. */
const STATUS_DOT: Readonly<Record<Task['status'], string>> = { completed: 'ok', pending: 'warning', failed: 'error' };

/** Tasks newest first: what was done, its kind, how it ended and when; each opens its conversation. */
export function TaskList({ tasks }: { tasks: readonly (Task & { readonly userName?: string | null })[] }) {
  return (
    <ul className="plain-list task-list">
      {tasks.map((task) => (
        <li className="task-row" key={task.id}>
          <span className="task-title">
            {task.conversationId === null ? (
              task.title
            ) : (
              <Link to={`/chatbot?conversation=${task.conversationId}`}>{task.title}</Link>
            )}
          </span>
          <span className="tag">{task.type}</span>
          <span className="status-dot" data-state={STATUS_DOT[task.status]}>
            {task.status}
            {task.errorCode !== null && ` (${task.errorCode})`}
          </span>
          <span className="muted">
            {task.userName != null && `${task.userName} · `}
            <TimeAgo at={task.at} />
          </span>
        </li>
      ))}
    </ul>
  );
}
