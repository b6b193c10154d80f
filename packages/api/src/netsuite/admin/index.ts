export { agentCallStats, periodStart } from './agent-call-stats.ts';
export { type AgentCallStats, apiOfTool, NETSUITE_APIS, type NetsuiteApiId } from './agent-calls.ts';
export { readDashboard } from './dashboard.ts';
export { changeDeployment } from './deployments.ts';
export { readIntegrations } from './integrations.ts';
export { readLibraries, readScriptFile } from './libraries.ts';
export { readScriptToClone } from './script-to-clone.ts';
export { readScripts } from './scripts.ts';
export { readWorkflows, setReleaseStatus } from './workflows.ts';
