import { fileURLToPath } from 'node:url';

/** The RESTlet's file name, as an administrator uploads it to the File Cabinet. */
export const BRIDGE_RESTLET_FILE_NAME = 'erp_agent_bridge_restlet.js';

/**
 * Where the RESTlet's source is: beside this module, in `src` and (copied by the build) in
 * `dist`, so a running server can offer it for download.
 */
export const BRIDGE_RESTLET_PATH = fileURLToPath(new URL(`./${BRIDGE_RESTLET_FILE_NAME}`, import.meta.url));
