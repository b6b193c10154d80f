import * as z from 'zod/mini';

/** The agent's proposal, as a reply carries it: run `name` with `arguments` once the visitor confirms. */
export const hostActionProposalSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
});
export type HostActionProposal = z.infer<typeof hostActionProposalSchema>;
