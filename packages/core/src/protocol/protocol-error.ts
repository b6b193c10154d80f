/**
 * A reply that does not follow the protocol. `field` is the dotted path of the first offending
 * field (`result.count`, `pending_scripts[2]`), or `(root)` when the reply is not an object.
 */
export class ProtocolError extends Error {
  readonly code = 'protocol_error';
  readonly field: string;

  constructor(field: string, problem: string) {
    super(`Invalid reply: field "${field}" ${problem}`);
    this.name = 'ProtocolError';
    this.field = field;
  }
}
