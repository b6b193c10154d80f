import { AccountFactsCache } from '../../agent/account-facts.ts';
import { Agent } from '../../agent/agent.ts';
import { DeterministicPlanner } from '../../agent/planner/deterministic/deterministic-planner.ts';
import { LlmPlanner } from '../../agent/planner/llm/index.ts';
import type { Planner } from '../../agent/planner/planner.ts';
import { TOOLS } from '../../agent/tools/registry.ts';
import { DynamicsConnectionStore } from '../../dynamics/credentials/connection-store.ts';
import type { AppDeps } from '../../lib/app-env.ts';
import { ConnectionStore } from '../../netsuite/credentials/connection-store.ts';
import { SapConnectionStore } from '../../sap/credentials/sap-connection-store.ts';
import { dynamicsConnectorFor } from '../dynamics/dynamics-connector-for.ts';
import { isSandboxAccount } from '../netsuite/netsuite-connector-for.ts';
import { storedConnector } from '../netsuite/stored-connector.ts';
import { sapConnectorFor } from '../sap/sap-connector-for.ts';
import { storedSystems } from './stored-systems.ts';

const agents = new WeakMap<AppDeps, Agent>();

/** The configured model's planner when there is one; the embedded deterministic one otherwise. */
function plannerFor(deps: AppDeps): Planner {
  if (!deps.languageModel) return new DeterministicPlanner();
  return new LlmPlanner({
    model: deps.languageModel,
    maxSteps: deps.env.LLM_MAX_STEPS,
    logger: deps.logger.child({ component: 'llm-planner' }),
  });
}

/** The app's agent, made once per app from its dependencies. */
export function agentFor(deps: AppDeps): Agent {
  let agent = agents.get(deps);
  if (!agent) {
    const connections = new ConnectionStore(deps.database.db, deps.credentialCipher);
    const sapConnections = new SapConnectionStore(deps.database.db, deps.credentialCipher);
    const dynamicsConnections = new DynamicsConnectionStore(deps.database.db, deps.credentialCipher);
    agent = new Agent({
      db: deps.database.db,
      keys: deps.keys,
      logger: deps.logger.child({ component: 'agent' }),
      planner: plannerFor(deps),
      tools: TOOLS,
      facts: new AccountFactsCache(),
      ...(deps.env.SUITECLOUD_AUTH_ID
        ? { suiteCloudCli: { command: deps.env.SUITECLOUD_CLI, authId: deps.env.SUITECLOUD_AUTH_ID } }
        : {}),
      async connection(userId) {
        const access = await connections.read(userId);
        if (!access) return undefined;
        return {
          connector: await storedConnector(deps, userId, access),
          sandbox: isSandboxAccount(deps, access.accountId),
        };
      },
      async sapConnection(userId) {
        const access = await sapConnections.read(userId);
        return access ? sapConnectorFor(deps, userId, access) : undefined;
      },
      async dynamics(userId) {
        const access = await dynamicsConnections.read(userId);
        return access ? dynamicsConnectorFor(deps, userId, access) : undefined;
      },
      connectedSystems: (userId) => storedSystems(deps.database.db, userId),
    });
    agents.set(deps, agent);
  }
  return agent;
}
