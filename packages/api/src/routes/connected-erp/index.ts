export { connectedErp, type ErpConnection } from './connected-erp.ts';
