import type { SandboxEngine } from '../../../engine/sandbox-engine.ts';
import type { IsoDate } from '../../../generate/setup-rows.ts';
import { duplicateExternalId } from '../../record-errors.ts';
import type { TransactionTypeSpec } from '../transaction-types.ts';

/** What every transaction write works with. */
export interface WriteContext {
  readonly engine: SandboxEngine;
  readonly timeoutMs: number;
  /** The day a document is dated when its body gives none, and stamped as created. */
  readonly today: IsoDate;
}

/** Refuses an external id another transaction of the type already has, as NetSuite does. */
export async function checkExternalId(
  context: WriteContext,
  spec: TransactionTypeSpec,
  externalId: string | null | undefined,
  except?: number,
): Promise<void> {
  if (externalId === null || externalId === undefined) return;
  const { rows } = await context.engine.query(
    `select 1 from "transaction" where "type" = $1 and "externalid" = $2 and "id" <> $3`,
    [spec.code, externalId, except ?? 0],
    { readOnly: true, timeoutMs: context.timeoutMs },
  );
  if (rows.length > 0) throw duplicateExternalId(externalId);
}
