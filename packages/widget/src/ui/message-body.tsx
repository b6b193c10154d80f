/** @jsxImportSource preact */
import {
  type ChatMessage,
  type ChatStore,
  type ConfirmationDecision,
  formatCell,
  formatPreviewField,
  type HostActionProposal,
  type HostActionResult,
  projectBlocks,
  type ReplyView,
} from '@erp-agent/core';
import type { WidgetTexts } from '../texts.ts';
import { Blocks } from './blocks.tsx';
import { Markdown } from './markdown.tsx';
import { TableReply } from './table-reply.tsx';

interface Props {
  readonly message: ChatMessage;
  readonly store: ChatStore;
  readonly texts: WidgetTexts;
  readonly busy: boolean;
  readonly runHostAction: (proposal: HostActionProposal) => Promise<HostActionResult>;
}

/** Confirm and Cancel while the proposal waits; then what was decided, or that a later one replaced it. */
function Decision({
  message,
  texts,
  busy,
  onDecide,
}: Props & { readonly onDecide: (decision: ConfirmationDecision) => void }) {
  if (message.decision) {
    return <p class="muted">{message.decision === 'confirm' ? texts.confirmed : texts.cancelled}</p>;
  }
  if (message.superseded) return <p class="muted">{texts.superseded}</p>;
  return (
    <div class="actions">
      <button type="button" class="button" part="confirm" disabled={busy} onClick={() => onDecide('confirm')}>
        {texts.confirm}
      </button>
      <button type="button" class="button secondary" part="cancel" disabled={busy} onClick={() => onDecide('cancel')}>
        {texts.cancel}
      </button>
    </div>
  );
}

function Confirmation(props: Props & { readonly view: Extract<ReplyView, { kind: 'confirmation' }> }) {
  const { message, view, store } = props;
  const fields = view.confirmation.preview.fields ?? [];
  const changes = view.confirmation.preview.changes ?? [];
  return (
    <div>
      {view.message ? (
        <Markdown text={view.message} tree={view.messageTree} />
      ) : (
        <p>
          <strong>{view.confirmation.title}</strong>
        </p>
      )}
      {fields.length > 0 && !view.message ? (
        <ul>
          {fields.map((field) => (
            <li key={field.name}>
              {field.label}: {formatPreviewField(field)}
            </li>
          ))}
        </ul>
      ) : null}
      {changes.length > 0 && !view.message ? (
        <ul>
          {changes.map((change) => (
            <li key={change.name}>
              {change.label}: {formatCell(change.from)} → {formatCell(change.to)}
            </li>
          ))}
        </ul>
      ) : null}
      <Decision {...props} onDecide={(decision) => void store.getState().decide(message.id, decision)} />
    </div>
  );
}

/** One message as core's `toView` chose to show it. */
export function MessageBody(props: Props) {
  const { view } = props.message;
  switch (view.kind) {
    case 'text':
      return <p>{view.text}</p>;
    case 'formatted':
      return <Markdown text={view.markdown} tree={view.tree} />;
    case 'failure':
      return <p class="failure">{view.message}</p>;
    case 'table':
      return <TableReply table={view.table} texts={props.texts} />;
    case 'summary':
      return <Blocks blocks={view.blocks} />;
    case 'project':
      return <Blocks blocks={projectBlocks(view)} />;
    case 'confirmation':
      return <Confirmation {...props} view={view} />;
    case 'host-action':
      return (
        <div>
          <Markdown text={view.message ?? view.hostAction.name} tree={view.messageTree} />
          <Decision
            {...props}
            onDecide={(decision) =>
              void props.store.getState().settleHostAction(props.message.id, decision, props.runHostAction)
            }
          />
        </div>
      );
    case 'question':
      return (
        <div>
          <p>{view.text}</p>
          {view.options.length > 0 ? (
            <div class="actions">
              {view.options.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  class="button secondary"
                  disabled={props.busy}
                  onClick={() => void props.store.getState().send(option.value)}
                >
                  {option.label}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      );
  }
}
