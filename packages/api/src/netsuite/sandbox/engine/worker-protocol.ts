import type { CompanyMarker } from '../store/company-marker.ts';
import type { SandboxResult, SandboxStatement } from './sandbox-engine.ts';

/** What the worker is started with: where its database lives and what to load into it. */
export interface EngineWorkerData {
  readonly dataDir: string | undefined;
  readonly company: CompanyMarker;
  /** Idempotent SQL run after every start, e.g. the SuiteQL support functions. */
  readonly setupSql: readonly string[];
}

export type EngineRequest =
  | { readonly id: number; readonly kind: 'query'; readonly statement: SandboxStatement; readonly readOnly: boolean }
  | { readonly id: number; readonly kind: 'transaction'; readonly statements: readonly SandboxStatement[] }
  | { readonly id: number; readonly kind: 'close' };

/** An error as it crosses the thread boundary: structured clone keeps no class. */
export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly sqlState?: string;
}

export type EngineReply =
  | { readonly kind: 'ready'; readonly loaded: 'loaded' | 'already-loaded' }
  | { readonly kind: 'start-failed'; readonly error: SerializedError }
  | { readonly kind: 'result'; readonly id: number; readonly result: SandboxResult | SandboxResult[] | null }
  | { readonly kind: 'error'; readonly id: number; readonly error: SerializedError };
