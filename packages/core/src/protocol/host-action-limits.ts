/**
 * The limits of a page's host actions, apart from their zod schemas so the widget checks a
 * registration against them without bundling the schemas' checks.
 */

/** Most actions a page may offer in one request; more are refused, not cut. */
export const HOST_ACTIONS_MAX = 20;

/** Longest JSON text of one action's parameter schema the API accepts. */
export const HOST_ACTION_SCHEMA_MAX_LENGTH = 4000;

/** `open_order`, `showInvoice`: a name a person and the agent can both say. */
export const HOST_ACTION_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Longest description of an action. */
export const HOST_ACTION_DESCRIPTION_MAX_LENGTH = 500;
