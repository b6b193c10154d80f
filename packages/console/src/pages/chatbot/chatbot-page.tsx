import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { canUse } from '../../auth/access.ts';
import { useAuth } from '../../auth/session.ts';
import { ChatPanel } from '../../chat/chat-panel.tsx';
import { ChatToolbar } from '../../chat/chat-toolbar.tsx';
import { ConversationList } from '../../chat/conversations/conversation-list.tsx';
import { CONVERSATION_PARAM, useConversationRoute } from '../../chat/conversations/use-conversation-route.ts';
import { useConversations } from '../../chat/conversations/use-conversations.ts';
import { useErpConnection } from '../../chat/erp-connection.ts';
import { ExamplePrompts } from '../../chat/example-prompts.tsx';
import { DEPLOY_PROMPT, STARTER_CARDS } from '../../chat/prompts.ts';
import { useChat } from '../../chat/use-chat.ts';
import { useGatedSend } from '../../chat/use-gated-send.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { NETSUITE_AUTH_PATH } from '../../netsuite/netsuite-auth.ts';
import { ChatbotSettings } from './chatbot-settings.tsx';
import { chatbotStore } from './chatbot-store.ts';
import { NetsuiteAuthResult, useNetsuiteAuthResult } from './netsuite-auth-result.tsx';

const outsideProcesses = (conversation: { process: string | null }) => conversation.process === null;

/**
 * The chatbot screen (000 section 2): one free conversation with the agent, the way to connect
 * NetSuite (Authenticate Netsuite, OAuth 2.0 in a new tab) or deploy, clear, export, and the
 * user's earlier conversations.
 */
export function ChatbotPage() {
  const store = chatbotStore;
  const connection = useErpConnection();
  const gate = useGatedSend(store, connection);
  const conversations = useConversations(outsideProcesses, store);
  const [, setParams] = useSearchParams();
  const route = useConversationRoute(store);
  const conversationId = useChat(store, (state) => state.conversationId);
  const pending = useChat(store, (state) => state.pending);
  const mayDeploy = useAuth(
    (state) => state.user !== undefined && canUse(state.user, { permission: 'scripts:deploy' }),
  );
  const authResult = useNetsuiteAuthResult();
  const newTabHint = useId();

  return (
    <div className="page chat-page">
      <PageHeader
        title="ERP.AI.ASSISTANT"
        intro="Ask for records, reports, saved searches or scripts in plain English."
        actions={
          <>
            {connection.state === 'checking' ? null : connection.state !== 'connected' ? (
              // NetSuite's consent page opens in a tab of its own (000 section 4); this tab hears
              // when the connection is made and shows Deploy.
              <>
                <a
                  className="button button-small button-solid"
                  href={NETSUITE_AUTH_PATH}
                  target="_blank"
                  rel="noopener"
                  aria-describedby={newTabHint}
                >
                  Authenticate Netsuite
                </a>
                <span className="visually-hidden" id={newTabHint}>
                  Opens NetSuite's sign-in in a new tab
                </span>
              </>
            ) : (
              mayDeploy && (
                <button
                  className="button button-small"
                  type="button"
                  disabled={pending}
                  onClick={() => void gate.send(DEPLOY_PROMPT)}
                >
                  Deploy
                </button>
              )
            )}
            <ChatToolbar store={store} />
            <ChatbotSettings connection={connection.state} />
            <Link className="button button-small" to="/chat">
              GUIDED.MODE
            </Link>
          </>
        }
      />
      <NetsuiteAuthResult outcome={authResult} />
      <ConversationList
        conversations={conversations}
        current={conversationId}
        onOpen={(id) => setParams({ [CONVERSATION_PARAM]: id })}
      />
      <div className="chat-main">
        {route.opening !== undefined && <p role="status">OPENING.CONVERSATION...</p>}
        {route.error !== undefined && (
          <p className="alert" role="alert">
            {route.error}
          </p>
        )}
        <ChatPanel
          store={store}
          gate={gate}
          placeholder="Ask about your NetSuite account..."
          starter={<ExamplePrompts cards={STARTER_CARDS} onPick={(prompt) => void gate.send(prompt)} />}
        />
      </div>
    </div>
  );
}
