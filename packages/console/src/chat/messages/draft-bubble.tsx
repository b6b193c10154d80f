import type { ChatDraft, DraftTool } from '@erp-agent/core';

const TOOL_STATE_TEXT: Readonly<Record<DraftTool['state'], string>> = {
  running: 'running',
  done: 'done',
  failed: 'failed',
  'awaiting-confirmation': 'waiting for your confirmation',
};

/**
 * The reply while it streams: what the agent has said so far and the tools it is running. While
 * nothing has arrived yet it is the typing indicator.
 */
export function DraftBubble({ draft }: { draft: ChatDraft | undefined }) {
  const empty = draft === undefined || (draft.text === '' && draft.tools.length === 0);
  return (
    <li className="message" data-sender="bot" data-draft="true" aria-busy="true">
      <p className="message-meta">
        <span>AGENT</span>
      </p>
      <div className="message-body">
        {empty ? (
          <p className="typing" role="status">
            <span className="visually-hidden">The agent is typing</span>
            <span className="typing-dot" aria-hidden="true" />
            <span className="typing-dot" aria-hidden="true" />
            <span className="typing-dot" aria-hidden="true" />
          </p>
        ) : (
          <>
            {draft.text !== '' && <p className="message-text">{draft.text}</p>}
            {draft.tools.length > 0 && (
              <ul className="tool-list" aria-label="Tools">
                {draft.tools.map((tool) => (
                  <li key={tool.id} data-state={tool.state}>
                    <code>{tool.name || 'tool'}</code> {TOOL_STATE_TEXT[tool.state]}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </li>
  );
}
