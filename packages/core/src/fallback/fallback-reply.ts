import { DEFAULT_FALLBACK_REPLY, FALLBACK_TOPICS, type FallbackTopicId } from './fallback-topics.ts';

/** The topic of a prompt, as far as keywords tell. */
export function fallbackTopic(prompt: string): FallbackTopicId {
  return FALLBACK_TOPICS.find((topic) => topic.pattern.test(prompt))?.id ?? 'default';
}

/** A locally generated reply for when the API cannot be reached (000 section 8). */
export function fallbackReply(prompt: string): string {
  return FALLBACK_TOPICS.find((topic) => topic.pattern.test(prompt))?.reply ?? DEFAULT_FALLBACK_REPLY;
}
