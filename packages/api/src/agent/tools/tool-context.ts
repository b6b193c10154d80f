import type { DynamicsConnector } from '../../dynamics/connector/index.ts';
import type { NetsuiteConnector } from '../../netsuite/connector/index.ts';
import type { SapConnector } from '../../sap/connector/index.ts';
import type { SuiteCloudCli } from '../projects/deploy/suitecloud-cli.ts';
import type { UserProjects } from '../projects/project-store.ts';

/** A calendar day, `YYYY-MM-DD`, in the account's own time zone. */
export type IsoDate = `${number}-${number}-${number}`;

/** What the agent needs to know of the connected account. */
export interface AccountFacts {
  readonly accountId: string;
  /** Today where the account is: "last month" means last month there, not on this server. */
  readonly today: IsoDate;
  /** The symbol of the account's base currency (`USD`): sums across currencies are given in it. */
  readonly baseCurrency: string;
  /** True for the embedded sandbox rather than a real NetSuite account. */
  readonly sandbox: boolean;
}

/** What a tool may reach while it runs. Everything is the caller's own: their connection, their account. */
export interface ToolContext {
  /** The caller's NetSuite connector; fails with `not_connected` when they have none. */
  netsuite(): Promise<NetsuiteConnector>;
  /** The caller's SAP Business One connector; fails with `not_connected` when they have none. */
  sap(): Promise<SapConnector>;
  /**
   * The caller's Dataverse connector; fails with `forbidden` without the Dynamics 365 platform and
   * `not_connected` when they have no connection.
   */
  dynamics(): Promise<DynamicsConnector>;
  /** Facts about the caller's account, read from it once per turn. */
  account(): Promise<AccountFacts>;
  /** The caller's SuiteCloud projects. */
  projects(): UserProjects;
  /** Oracle's SuiteCloud CLI, when the server is set up to deploy to a real account with it. */
  readonly suiteCloudCli: SuiteCloudCli | undefined;
  /**
   * For a confirmed write: the id of the confirmation it runs under. Creates derive their external
   * id from it, so running the same confirmation again finds the record instead of making a second.
   */
  readonly actionId: string | undefined;
  readonly signal: AbortSignal | undefined;
}

/** The external id a create carries, the same every time the same confirmed action runs. */
export function externalIdFor(context: ToolContext, purpose: string): string | undefined {
  return context.actionId === undefined ? undefined : `erp-agent-${context.actionId}-${purpose}`;
}
