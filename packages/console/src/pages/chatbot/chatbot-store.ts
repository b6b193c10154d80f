import { createConsoleChatStore } from '../../chat/create-console-chat-store.ts';
import { CHATBOT_GREETING } from '../../chat/prompts.ts';
import { registerUserData } from '../../privacy/user-data.ts';

/** The chatbot screen's conversation: it outlives the screen, so leaving and coming back resumes it. */
export const chatbotStore = createConsoleChatStore({ greeting: CHATBOT_GREETING });

registerUserData('chatbot conversation (/chatbot)', () => chatbotStore.getState().reset());
