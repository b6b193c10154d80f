/** The assistant's first message (000 section 2, floating chat assistant). */
export const GREETING = "Hello! I'm your ERP AI assistant. How can I help you today?";

export const LAUNCHER_OPEN_LABEL = 'Open the ERP assistant';
export const LAUNCHER_CLOSE_LABEL = 'Close the ERP assistant';
export const PANEL_TITLE = 'ERP AI assistant';
