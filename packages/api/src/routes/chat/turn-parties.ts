import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { TurnCaller } from '../../agent/agent.ts';
import type { ConversationOwner } from '../../agent/conversations/conversation-store.ts';
import { requirePrincipal } from '../../auth/authenticate.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { turnCaller } from './turn-caller.ts';

/**
 * Who a turn belongs to and who asks it: the signed-in (or partner-vouched) user, or an anonymous
 * visitor of a site embedding the widget, who owns their conversation by the id their browser
 * keeps and may call no tool.
 */
export function turnParties(c: Context<AppEnv>): { owner: ConversationOwner; caller: TurnCaller | undefined } {
  const embed = c.get('embed');
  if (embed && !c.get('principal')) {
    return {
      owner: { kind: 'visitor', siteKeyId: embed.siteKeyId, visitorId: embed.visitorId ?? randomUUID() },
      caller: undefined,
    };
  }
  const principal = requirePrincipal(c);
  return { owner: { kind: 'user', userId: principal.user.id }, caller: turnCaller(principal) };
}
