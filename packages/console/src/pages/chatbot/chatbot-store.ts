import { createConsoleChatStore } from '../../chat/create-console-chat-store.ts';
import { CHATBOT_GREETING } from '../../chat/prompts.ts';

/** The chatbot screen's conversation: it outlives the screen, so leaving and coming back resumes it. */
export const chatbotStore = createConsoleChatStore({ greeting: CHATBOT_GREETING });
