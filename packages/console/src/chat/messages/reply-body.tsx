import type { ChatMessage, ConfirmationDecision } from '@erp-agent/core';
import { BlocksView } from './blocks-view.tsx';
import { ConfirmationReply } from './confirmation-reply.tsx';
import { FormattedReply } from './formatted-reply.tsx';
import { ProjectReply } from './project-reply.tsx';
import { QuestionReply } from './question-reply.tsx';
import { TableReply } from './table-reply.tsx';

export interface ReplyActions {
  /** True while a reply is pending: answers wait until it arrives. */
  readonly busy: boolean;
  decide(messageId: string, decision: ConfirmationDecision): void;
  answer(text: string): void;
}

/** One message's content, shown the way core's `toView` chose (000 section 4). */
export function ReplyBody({ message, actions, live }: { message: ChatMessage; actions: ReplyActions; live: boolean }) {
  const { view } = message;
  switch (view.kind) {
    case 'text':
      return <p className="message-text">{view.text}</p>;
    case 'formatted':
      return <FormattedReply markdown={view.markdown} />;
    case 'failure':
      return <p className="message-failure">{view.message}</p>;
    case 'project':
      return <ProjectReply project={view} />;
    case 'table':
      return <TableReply table={view.table} live={live} />;
    case 'summary':
      return <BlocksView blocks={view.blocks} />;
    // Only a page that registered the action can run it: the console, which offers none, shows the words.
    case 'host-action':
      return <FormattedReply markdown={view.message ?? `Run ${view.hostAction.name}?`} />;
    case 'question':
      return <QuestionReply question={view} disabled={actions.busy} onAnswer={actions.answer} />;
    case 'confirmation':
      return (
        <ConfirmationReply
          view={view}
          decision={message.decision}
          superseded={message.superseded === true}
          disabled={actions.busy}
          onDecide={(decision) => actions.decide(message.id, decision)}
        />
      );
  }
}
