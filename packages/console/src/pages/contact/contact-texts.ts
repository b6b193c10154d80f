/** The contact form's outcomes, word for word (000 section 8). */
export const SUCCESS_TITLE = 'Message Sent Successfully';
export const SUCCESS_TEXT = "Thank you for contacting us. We'll get back to you shortly.";
export const ERROR_TITLE = 'Error Sending Message';
export const ERROR_TEXT = 'There was a problem sending your message. Please try again.';

/** After this long the outcome goes and the form is idle again (000 section 9). */
export const STATUS_RESET_MS = 5000;
