import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Env } from '../../../env.ts';

/**
 * The model the LLM planner uses, from the environment: any OpenAI-compatible chat completions
 * endpoint (OpenAI, Azure OpenAI, vLLM, Ollama, LM Studio...). None when LLM_* is not set, and
 * the deterministic planner answers instead.
 */
export function languageModelFromEnv(env: Env): LanguageModel | undefined {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return undefined;
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: env.LLM_BASE_URL,
    ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
  });
  return provider.chatModel(env.LLM_MODEL);
}
