export { RESTLET_MOUNT, restletRouter } from './restlet-router.ts';
