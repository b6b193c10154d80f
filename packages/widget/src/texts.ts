/** The assistant's first message (000 section 2, floating chat assistant). */
export const GREETING = "Hello! I'm your ERP AI assistant. How can I help you today?";

/** Every word the widget shows; any of them can be replaced through the `texts` option. */
export interface WidgetTexts {
  readonly greeting: string;
  readonly title: string;
  readonly openLauncher: string;
  readonly closeLauncher: string;
  readonly unread: string;
  readonly close: string;
  readonly inputLabel: string;
  readonly inputPlaceholder: string;
  readonly send: string;
  readonly stop: string;
  readonly voiceStart: string;
  readonly voiceStop: string;
  readonly voiceUnavailable: string;
  readonly thinking: string;
  readonly downloadCsv: string;
  /** A long table's page: `{from}`, `{to}` and `{total}` are replaced by the row numbers. */
  readonly rowsShown: string;
  readonly previousRows: string;
  readonly nextRows: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly confirmed: string;
  readonly cancelled: string;
  readonly superseded: string;
  readonly you: string;
  readonly assistant: string;
  readonly restoring: string;
  readonly signedOut: string;
}

export const DEFAULT_TEXTS: WidgetTexts = {
  greeting: GREETING,
  title: 'ERP AI assistant',
  openLauncher: 'Open the ERP assistant',
  closeLauncher: 'Close the ERP assistant',
  unread: 'New message',
  close: 'Close',
  inputLabel: 'Message',
  inputPlaceholder: 'Ask about your ERP…',
  send: 'Send',
  stop: 'Stop',
  voiceStart: 'Speak your message',
  voiceStop: 'Stop listening',
  voiceUnavailable: 'Voice input is unavailable here; typing works.',
  thinking: 'Thinking…',
  downloadCsv: 'Download as CSV',
  rowsShown: 'Rows {from}–{to} of {total}',
  previousRows: 'Previous rows',
  nextRows: 'Next rows',
  confirm: 'Confirm',
  cancel: 'Cancel',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  superseded: 'Replaced by a later preview: nothing was changed.',
  you: 'You',
  assistant: 'Assistant',
  restoring: 'Loading your conversation…',
  signedOut: 'You are signed out, so your conversation is no longer shown here. Sign in again to carry on.',
};
