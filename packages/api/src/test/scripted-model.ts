import { MockLanguageModelV4 } from 'ai/test';

type GenerateResult = Awaited<ReturnType<MockLanguageModelV4['doGenerate']>>;

/** One answer of the scripted model: tools to call, or the words it ends with. */
export type ScriptedStep =
  | { readonly call: readonly { readonly tool: string; readonly input: unknown }[] }
  | { readonly text: string }
  | { readonly fail: string };

const usage: GenerateResult['usage'] = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/**
 * The AI SDK's mock model answering from a script, one step per model call: the LLM planner is
 * tested offline, and each test says exactly which tools the "model" chose. A call past the end
 * of the script fails the test, as a model looping on would.
 */
export function scriptedModel(script: readonly ScriptedStep[]): MockLanguageModelV4 {
  let calls = 0;
  return new MockLanguageModelV4({
    doGenerate: async () => {
      const step = script[calls];
      calls += 1;
      if (!step) throw new Error(`the scripted model was called ${calls} times; its script has ${script.length} steps`);
      if ('fail' in step) throw new Error(step.fail);
      if ('text' in step) {
        return {
          content: [{ type: 'text', text: step.text }],
          finishReason: { unified: 'stop', raw: undefined },
          usage,
          warnings: [],
        };
      }
      return {
        content: step.call.map(({ tool, input }, index) => ({
          type: 'tool-call' as const,
          toolCallId: `call-${calls}-${index}`,
          toolName: tool,
          input: JSON.stringify(input),
        })),
        finishReason: { unified: 'tool-calls', raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
}
