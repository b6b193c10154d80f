import { MockLanguageModelV4 } from 'ai/test';

type StreamResult = Awaited<ReturnType<MockLanguageModelV4['doStream']>>;
type LanguageModelV4StreamPart = StreamResult['stream'] extends ReadableStream<infer Part> ? Part : never;

/** One answer of the scripted model: tools to call, or the words it ends with. */
export type ScriptedStep =
  | { readonly call: readonly { readonly tool: string; readonly input: unknown }[] }
  | { readonly text: string }
  | { readonly fail: string };

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** The parts a streaming model sends for one step: its words a few at a time, or its tool calls. */
function parts(step: Exclude<ScriptedStep, { fail: string }>, call: number): LanguageModelV4StreamPart[] {
  if ('text' in step) {
    const id = `text-${call}`;
    return [
      { type: 'stream-start', warnings: [] },
      { type: 'text-start', id },
      ...(step.text.match(/\S+\s*/g) ?? []).map((delta) => ({ type: 'text-delta' as const, id, delta })),
      { type: 'text-end', id },
      { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
    ];
  }
  return [
    { type: 'stream-start', warnings: [] },
    ...step.call.map(({ tool, input }, index) => ({
      type: 'tool-call' as const,
      toolCallId: `call-${call}-${index}`,
      toolName: tool,
      input: JSON.stringify(input),
    })),
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
  ];
}

/**
 * The AI SDK's mock model answering from a script, one step per model call, streamed as a
 * provider streams: the LLM planner is tested offline, and each test says exactly which tools the
 * "model" chose. A call past the end of the script fails the test, as a model looping on would.
 */
export function scriptedModel(script: readonly ScriptedStep[]): MockLanguageModelV4 {
  let calls = 0;
  return new MockLanguageModelV4({
    doStream: async (): Promise<StreamResult> => {
      const step = script[calls];
      calls += 1;
      if (!step) throw new Error(`the scripted model was called ${calls} times; its script has ${script.length} steps`);
      if ('fail' in step) throw new Error(step.fail);
      const chunks = parts(step, calls);
      return {
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(chunk);
            controller.close();
          },
        }),
      };
    },
  });
}
