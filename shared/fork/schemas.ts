/** The answers of the two GitHub calls only the fork dispatch makes (only the fields it reads). */
import { WorkflowRunSchema } from '../github/schemas.js';
import { z } from 'zod';

/** GET /commits/{sha}. */
export const CommitParentsSchema = z.object({
  sha: z.string(),
  parents: z.array(z.object({ sha: z.string() })),
});

/** One page of `GET /actions/workflows/{id}/runs`. */
export const WorkflowRunPageSchema = z.object({ workflow_runs: z.array(WorkflowRunSchema) });
