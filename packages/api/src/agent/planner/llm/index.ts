export { languageModelFromEnv } from './language-model.ts';
export { LlmPlanner, type LlmPlannerOptions } from './llm-planner.ts';
