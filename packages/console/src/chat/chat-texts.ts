/** Shown for 4 s when a message is sent with no ERP account connected (000 sections 5 and 8). */
export const AUTH_ERROR_TEXT = 'Authentication Error. Connect to platform. Please try again.';
export const AUTH_ERROR_MS = 4000;

/** The alert when the browser has no speech recognition (000 section 5). */
export const SPEECH_UNSUPPORTED_TEXT = 'Speech recognition is not supported in your browser.';

export const PROCESSING_TEXT = 'Processing...';

/** The footer under both chat screens (000 section 2). */
export const PRODUCTION_WARNING_TEXT =
  'Commands run in a Production environment may affect live data. Review every preview before you confirm it.';

/** The chat input grows with its text up to this height, then scrolls (000 section 9). */
export const INPUT_MAX_HEIGHT_PX = 150;
