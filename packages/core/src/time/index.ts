export { formatMessageTime, type MessageTimeOptions } from './format-message-time.ts';
