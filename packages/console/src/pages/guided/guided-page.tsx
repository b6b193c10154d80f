import { PROCESS_IDS, type ProcessId } from '@erp-agent/core';
import { useSearchParams } from 'react-router-dom';
import { ChatPanel } from '../../chat/chat-panel.tsx';
import { ChatToolbar } from '../../chat/chat-toolbar.tsx';
import { ConversationList } from '../../chat/conversations/conversation-list.tsx';
import { CONVERSATION_PARAM, useConversationRoute } from '../../chat/conversations/use-conversation-route.ts';
import { useConversations } from '../../chat/conversations/use-conversations.ts';
import { useErpConnection } from '../../chat/erp-connection.ts';
import { ExamplePrompts } from '../../chat/example-prompts.tsx';
import { processById, STARTER_CARDS } from '../../chat/prompts.ts';
import { useChat } from '../../chat/use-chat.ts';
import { useGatedSend } from '../../chat/use-gated-send.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { endSession, guidedStoreFor, isSample, startProcess, startSample } from './guided-session.ts';
import { ProcessPicker } from './process-picker.tsx';
import { SAMPLE_PROMPT } from './sample-conversation.ts';

/** The query parameter naming the picked process, so Back returns to the picker. */
export const PROCESS_PARAM = 'process';

function processFrom(value: string | null): ProcessId | undefined {
  return PROCESS_IDS.find((id) => id === value);
}

const inProcesses = (conversation: { process: string | null }) => conversation.process !== null;

function GuidedChat({ process, onLeave }: { process: ProcessId; onLeave: (startOver: boolean) => void }) {
  const store = guidedStoreFor(process);
  const connection = useErpConnection();
  const gate = useGatedSend(store, connection);
  const conversations = useConversations(inProcesses, store);
  const route = useConversationRoute(store);
  const [, setParams] = useSearchParams();
  const conversationId = useChat(store, (state) => state.conversationId);
  const sample = isSample(store) && conversationId === undefined;
  const { title, examples } = processById(process);

  return (
    <div className="page chat-page">
      <PageHeader
        title="GUIDED.ASSISTANT"
        intro={
          <>
            PROCESS: <strong>{title}</strong>
          </>
        }
        actions={
          <>
            <button className="button button-small" type="button" onClick={() => onLeave(false)}>
              Change Process
            </button>
            <button className="button button-small" type="button" onClick={() => onLeave(true)}>
              New conversation
            </button>
            <ChatToolbar store={store} />
          </>
        }
      />
      <ConversationList
        conversations={conversations}
        current={conversationId}
        onOpen={(id) => {
          const summary =
            conversations.state.status === 'loaded'
              ? conversations.state.conversations.find((conversation) => conversation.id === id)
              : undefined;
          setParams({ [PROCESS_PARAM]: summary?.process ?? process, [CONVERSATION_PARAM]: id });
        }}
      />
      <div className="chat-main">
        {sample && (
          <div className="note">
            <p>
              SAMPLE.CONVERSATION: this shows how a conversation goes; nothing in it was sent.{' '}
              <button className="link-button" type="button" onClick={() => void gate.send(SAMPLE_PROMPT)}>
                Run "{SAMPLE_PROMPT}" for real
              </button>
            </p>
          </div>
        )}
        {route.opening !== undefined && <p role="status">OPENING.CONVERSATION...</p>}
        {route.error !== undefined && (
          <p className="alert" role="alert">
            {route.error}
          </p>
        )}
        <ChatPanel
          store={store}
          gate={gate}
          placeholder={`Ask about ${title}...`}
          starter={
            <ExamplePrompts
              cards={[{ title: `${title} examples`, prompts: examples }, ...STARTER_CARDS]}
              onPick={(prompt) => void gate.send(prompt)}
            />
          }
        />
      </div>
    </div>
  );
}

function PickerConversations() {
  const conversations = useConversations(inProcesses);
  const [, setParams] = useSearchParams();
  return (
    <ConversationList
      conversations={conversations}
      current={undefined}
      onOpen={(id) => {
        const summary =
          conversations.state.status === 'loaded'
            ? conversations.state.conversations.find((conversation) => conversation.id === id)
            : undefined;
        if (summary?.process) setParams({ [PROCESS_PARAM]: summary.process, [CONVERSATION_PARAM]: id });
      }}
    />
  );
}

/**
 * The guided assistant at `/chat` (000 section 2): pick a process, then chat about it. The
 * process and the conversation live in the URL.
 */
export function GuidedPage() {
  const [params, setParams] = useSearchParams();
  const process = processFrom(params.get(PROCESS_PARAM));

  if (process === undefined) {
    return (
      <div className="page">
        <PageHeader title="GUIDED.ASSISTANT" intro="Pick a business process and the agent walks you through it." />
        <PickerConversations />
        <ProcessPicker
          onPick={(picked) => {
            startProcess(picked);
            setParams({ [PROCESS_PARAM]: picked });
          }}
          onSample={() => {
            startSample();
            setParams({ [PROCESS_PARAM]: 'get-report' });
          }}
        />
      </div>
    );
  }
  return (
    <GuidedChat
      key={process}
      process={process}
      onLeave={(startOver) => {
        if (startOver) endSession();
        setParams({});
      }}
    />
  );
}
