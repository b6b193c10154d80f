export {
  type ChatReply,
  type ChatResult,
  chatReplySchema,
  chatResultSchema,
  DOWNLOAD_FORMATS,
  type PendingScript,
  pendingScriptSchema,
} from './chat-reply.ts';
export {
  type ChatRequest,
  type ClientContext,
  CONTEXT_VALUE_MAX_LENGTH,
  chatRequestSchema,
  clientContextSchema,
  PROMPT_MAX_LENGTH,
} from './chat-request.ts';
export {
  type ChatStreamPart,
  type ChatStreamPartType,
  chatStreamPartSchema,
  UI_MESSAGE_STREAM_HEADER,
  UI_MESSAGE_STREAM_VERSION,
} from './chat-stream-part.ts';
export {
  type ClarifyingQuestion,
  clarifyingQuestionSchema,
  type QuestionOption,
  questionOptionSchema,
} from './clarifying-question.ts';
export {
  type ActionPreview,
  actionPreviewSchema,
  CONFIRMATION_DECISIONS,
  type ConfirmationAnswer,
  type ConfirmationDecision,
  type ConfirmationRequest,
  confirmationAnswerSchema,
  confirmationRequestSchema,
  type PreviewChange,
  type PreviewField,
  previewChangeSchema,
  previewFieldSchema,
  RISK_LEVELS,
  type RiskLevel,
  riskLevelSchema,
} from './confirmation.ts';
export { decisionInWords } from './decision-words.ts';
export {
  type HostActionDeclaration,
  type HostActionParameters,
  hostActionDeclarationSchema,
  hostActionDeclarationsSchema,
  hostActionParametersSchema,
  hostActionsProblem,
} from './host-action.ts';
export {
  HOST_ACTION_DESCRIPTION_MAX_LENGTH,
  HOST_ACTION_NAME_PATTERN,
  HOST_ACTION_SCHEMA_MAX_LENGTH,
  HOST_ACTIONS_MAX,
} from './host-action-limits.ts';
export { type HostActionProposal, hostActionProposalSchema } from './host-action-proposal.ts';
export {
  HOST_ACTION_OUTCOME_MAX_LENGTH,
  HOST_ACTION_OUTCOMES,
  type HostActionOutcome,
  type HostActionResult,
  hostActionResultSchema,
} from './host-action-result.ts';
export { markdownElementSchema, markdownNodeSchema, messageTreeSchema } from './message-tree.ts';
export { parseChatReply } from './parse-chat-reply.ts';
export { PROCESS_IDS, type ProcessId, processIdSchema } from './process-id.ts';
export { ProtocolError } from './protocol-error.ts';
export { type ResultRecord, resultRecordSchema } from './result-record.ts';
export {
  COLUMN_KINDS,
  type ColumnKind,
  type TableColumn,
  type TableLayout,
  tableColumnSchema,
  tableLayoutSchema,
} from './table-layout.ts';
