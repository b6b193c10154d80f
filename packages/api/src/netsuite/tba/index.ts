export { TBA_FAILURE_RESPONSE, type TbaFailureReason } from './failure-reasons.ts';
export { MemoryNonceStore } from './memory-nonce-store.ts';
export type { NonceStore } from './nonce-store.ts';
export { isNetsuiteAccountId, netsuiteRealm, netsuiteRestHost, realmMatchesAccount } from './realm.ts';
export { type TbaSigningInput, tbaAuthorizationHeader } from './sign-request.ts';
export {
  type TbaFailure,
  type TbaRequest,
  type TbaSecrets,
  type TbaVerification,
  type TbaVerifierOptions,
  verifyTbaRequest,
} from './verify-request.ts';
