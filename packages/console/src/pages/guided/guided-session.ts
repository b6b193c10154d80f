import type { ChatStore, ProcessId } from '@erp-agent/core';
import { createConsoleChatStore } from '../../chat/create-console-chat-store.ts';
import { processById } from '../../chat/prompts.ts';
import { registerUserData } from '../../privacy/user-data.ts';
import { sampleMessages } from './sample-conversation.ts';

interface GuidedSession {
  readonly process: ProcessId;
  readonly store: ChatStore;
  readonly sample: boolean;
}

/**
 * The guided assistant's current conversation. It outlives the screen, so leaving `/chat` and
 * coming back resumes it; picking a process or starting over replaces it.
 */
let current: GuidedSession | undefined;

function replace(session: GuidedSession | undefined): void {
  current?.store.getState().stop();
  current = session;
}

function greeted(process: ProcessId): GuidedSession {
  return {
    process,
    store: createConsoleChatStore({ greeting: processById(process).greeting, process }),
    sample: false,
  };
}

/** The conversation for `process`: the current one when it is for that process, else a new one. */
export function guidedStoreFor(process: ProcessId): ChatStore {
  if (current !== undefined && current.process === process) return current.store;
  const session = greeted(process);
  replace(session);
  return session.store;
}

/** A new conversation for `process`, with the process's greeting. */
export function startProcess(process: ProcessId): void {
  replace(greeted(process));
}

/** The sample conversation of 000 section 4, in a conversation of its own. */
export function startSample(): void {
  const store = createConsoleChatStore({ process: 'get-report' });
  store.getState().restore({ messages: sampleMessages(), process: 'get-report' });
  replace({ process: 'get-report', store, sample: true });
}

export function isSample(store: ChatStore): boolean {
  return current?.store === store && current.sample;
}

/** New conversation: the chat emptied, back to the picker. */
export function endSession(): void {
  replace(undefined);
}

registerUserData('guided conversation (/chat)', endSession);
