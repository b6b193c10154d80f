import * as z from 'zod/mini';

export const PROJECT_KINDS = ['script', 'field', 'workflow'] as const;

/** A SuiteCloud project the agent wrote, with every file's content (path -> text). */
export const sdfProjectSchema = z.object({
  name: z.string(),
  kind: z.enum(PROJECT_KINDS),
  files: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type SdfProjectDetail = z.infer<typeof sdfProjectSchema>;

/** The caller's projects, newest first, with their file paths. */
export const sdfProjectListSchema = z.object({
  projects: z.array(
    z.object({ name: z.string(), kind: z.enum(PROJECT_KINDS), files: z.array(z.string()), updatedAt: z.string() }),
  ),
});
export type SdfProjectList = z.infer<typeof sdfProjectListSchema>;
