import * as z from 'zod/mini';

/** One answer a clarifying question offers; `value` is what to send back as the next prompt. */
export const questionOptionSchema = z.looseObject({
  label: z.string(),
  value: z.string(),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/**
 * The agent asks instead of guessing: which of several matching records, which record type.
 * The next message answers it, typed or picked from the options.
 */
export const clarifyingQuestionSchema = z.looseObject({
  text: z.string(),
  options: z.nullish(z.array(questionOptionSchema)),
});
export type ClarifyingQuestion = z.infer<typeof clarifyingQuestionSchema>;
