import { type ChatReply, markdownTree } from '@erp-agent/core';

/**
 * The reply with its `message` parsed into core's allow-listed markdown tree (`messageTree`), so a
 * client shows it without a markdown parser of its own (the widget ships none). A reply stored
 * before trees were sent gets one on its way out too.
 */
export function withMessageTree(reply: ChatReply): ChatReply {
  const message = reply.message?.trim();
  if (!message || reply.messageTree) return reply;
  return { ...reply, messageTree: markdownTree(reply.message ?? '') };
}
