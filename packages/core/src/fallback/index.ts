export { fallbackReply, fallbackTopic } from './fallback-reply.ts';
export {
  DEFAULT_FALLBACK_REPLY,
  FALLBACK_TOPICS,
  type FallbackTopic,
  type FallbackTopicId,
} from './fallback-topics.ts';
