import type { TurnIntent } from '../../../intents.ts';
import type { PlannerSession } from '../../planner.ts';
import type { Handled } from '../handlers/handler.ts';
import { handleSap, sapHelp } from '../handlers/sap-handler.ts';
import type { PlannerState } from '../planner-state.ts';
import { handleDynamics, readsAsDynamics } from './dynamics-handler.ts';
import { readSap } from './sap-reading.ts';
import { type ConnectedSystems, type ErpSystem, namedSystems, PLATFORM_PHRASES, SYSTEM_LABELS } from './systems.ts';

/** Words only Dynamics 365 uses among the connected systems: its CRM tables. */
const DYNAMICS_WORDS = /\b(?:leads?|opportunit(?:y|ies)|opps?|deals?|pipeline|accounts?|contacts?)\b/;

/** A reply that narrows or counts the last question: "only the open ones", "how many?", "by warehouse". */
const FOLLOW_UP =
  /^(?:and |but |now |ok |okay )?(?:only|just|which of (?:them|those|these)|of (?:them|those)|what about|how many|top \d+|by warehouse|per warehouse|by (?:open )?balance|the (?:open|hot|unpaid|overdue)|in each warehouse|sorted|those|(?:which|that|with|where) (?:have|has|are|is)|(?:the )?(?:open|closed|overdue|unpaid|paid|hot|warm|cold|active|inactive|won|lost) ones?)\b/;
const FOLLOW_UP_LEAD =
  /^(?:and |but |now |ok |okay )?(?:only|just|which of (?:them|those|these)(?: are| is)?|of (?:them|those)|what about|(?:which|that|with|where) (?:have|has|are|is))\b/;

export interface ErpRouteInput {
  readonly text: string;
  readonly prompt: string;
  readonly session: PlannerSession;
  readonly state: PlannerState;
  readonly today: string;
  readonly connected: ConnectedSystems;
  /** Whether the NetSuite planner reads the words as a question about records. */
  readonly netsuiteReads: boolean;
  /** What the request was taken for; help, chat and refusals are not routed unless a system is named. */
  readonly intent: TurnIntent;
}

function dynamicsHelp(state: PlannerState): Handled {
  return {
    outcome: {
      kind: 'answer',
      markdown: [
        'In Dynamics 365 I can list, rank or count rows and make changes after you confirm, for example:',
        '',
        '- "Dynamics accounts in Texas", "how many active accounts in Dynamics"',
        '- "open opportunities over 100k", "top 5 open opportunities by value", "hot leads"',
        '- "unpaid invoices in Dynamics", "contacts at Contoso", "products under 50 on hand"',
        '- "create a lead for Acme", "change the phone of Contoso to 555-0100"',
      ].join('\n'),
    },
    intent: 'help',
    state,
  };
}

async function answerIn(system: Exclude<ErpSystem, 'netsuite'>, input: ErpRouteInput, text = input.text) {
  const { prompt, session, state, today } = input;
  if (system === 'sap') return (await handleSap(text, prompt, session, state, today)) ?? sapHelp(state);
  return (await handleDynamics(text, prompt, session, state, today)) ?? dynamicsHelp(state);
}

function askWhich(systems: readonly ErpSystem[], input: ErpRouteInput): Handled {
  const labels = systems.map((system) => SYSTEM_LABELS[system]);
  const list = `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
  return {
    outcome: {
      kind: 'question',
      text: `You are connected to ${list}, and both could answer that. Which system should I look in: ${list}?`,
      options: labels.map((label) => ({ label, value: label })),
    },
    intent: input.intent,
    state: { ...input.state, question: { kind: 'append', prompt: input.prompt, template: '{prompt} in {answer}' } },
  };
}

/** Whether a system reads the words as one of its questions or writes. */
function reads(system: ErpSystem, input: ErpRouteInput): boolean {
  const words = input.text.replace(PLATFORM_PHRASES, ' ').replace(/\s+/g, ' ').trim();
  if (system === 'netsuite') return input.netsuiteReads;
  if (system === 'dynamics') return readsAsDynamics(words);
  return readSap(words, input.today).kind !== 'none' || /\b(?:customer|vendor|supplier|business partner)\b/.test(words);
}

/**
 * Which connected system answers, when the user has Dynamics 365 or SAP Business One: the one
 * the words name (or whose own words they use: business partners, leads), else the one that
 * would read them among those connected; with two that could, a question which. A short reply
 * that narrows the last Dynamics or SAP question ("only the open ones", "how many?") goes back
 * to that system with the words of both. Undefined leaves the request to NetSuite.
 */
export async function routeErp(input: ErpRouteInput): Promise<Handled | undefined> {
  const { text, connected, state } = input;
  // "who are its contacts?", "change its phone to ...": the account the last question named.
  const remembered = state.erp && /\baccount (?:named |called )?([a-z0-9][a-z0-9 ,.&'-]*)$/.exec(state.erp.words)?.[1];
  if (state.erp?.system === 'dynamics' && remembered && /\b(?:its|their)\b/.test(text)) {
    const resolved = text.replace(/\b(?:its|their) (credit limit|main phone|\w+)/, `$1 of ${remembered}`);
    return answerIn('dynamics', input, resolved);
  }
  const named = namedSystems(text);
  if (named.length === 0 && connected.dynamics && DYNAMICS_WORDS.test(text) && !/\bbusiness partners?\b/.test(text)) {
    named.push('dynamics');
  }
  if (named.length === 1) {
    const [system] = named;
    if (system === 'netsuite' || system === undefined) return undefined;
    // "in Dynamics" after a question: the same question, in the system named.
    const bare = text
      .replace(PLATFORM_PHRASES, ' ')
      .replace(/\b(?:please|then|instead|try|what about|and)\b/g, ' ')
      .trim();
    if (bare === '' && state.erp) return answerIn(system, input, state.erp.words);
    return answerIn(system, input);
  }
  if (named.length > 1) return askWhich(named, input);

  if (state.erp && FOLLOW_UP.test(text)) {
    const narrowed = `${state.erp.words} ${text.replace(FOLLOW_UP_LEAD, ' ')}`.replace(/\s+/g, ' ').trim();
    return answerIn(state.erp.system, input, narrowed);
  }

  if (input.intent === 'help' || input.intent === 'out_of_scope') return undefined;
  const systems = (['netsuite', 'dynamics', 'sap'] as const).filter((system) => connected[system]);
  if (systems.length === 0 || (systems.length === 1 && systems[0] === 'netsuite')) return undefined;
  const answering = systems.filter((system) => reads(system, input));
  if (answering.length > 1) return askWhich(answering, input);
  const [only] = answering.length === 1 ? answering : systems.length === 1 ? systems : [];
  if (!only || only === 'netsuite') return undefined;
  return answerIn(only, input);
}
