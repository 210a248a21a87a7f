/**
 * The GitHub Actions shapes run inspection reads (jobs with steps, attempts, artifacts with size
 * and timestamps, check-run annotations, commits), one zod schema per concept. Only the fields the
 * decisions use are declared; optional fields stay optional so the rules, not the parser, decide
 * what a missing value means.
 */
import { ArtifactSchema, WorkflowRunSchema } from '../../github/schemas.js';
import { z } from 'zod';

const StepSchema = z.object({
  number: z.nullish(z.int()),
  name: z.string(),
  status: z.nullish(z.string()),
  conclusion: z.nullish(z.string()),
  started_at: z.nullish(z.string()),
  completed_at: z.nullish(z.string()),
});
export type Step = z.infer<typeof StepSchema>;

export const JobSchema = z.object({
  id: z.int(),
  run_id: z.nullish(z.int()),
  run_attempt: z.nullish(z.int()),
  name: z.string(),
  status: z.nullish(z.string()),
  conclusion: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  started_at: z.nullish(z.string()),
  completed_at: z.nullish(z.string()),
  html_url: z.nullish(z.string()),
  runner_name: z.nullish(z.string()),
  labels: z.nullish(z.array(z.string())),
  check_run_url: z.nullish(z.string()),
  steps: z.nullish(z.array(StepSchema)),
});
export type Job = z.infer<typeof JobSchema>;

export const AttemptSchema = z.object({
  run_attempt: z.nullish(z.int()),
  status: z.nullish(z.string()),
  conclusion: z.nullish(z.string()),
  run_started_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
});
export type Attempt = z.infer<typeof AttemptSchema>;

/** An artifact as the inspection commands list it: the reuse rules' fields and its size and dates. */
export const RunArtifactSchema = ArtifactSchema.extend({
  id: z.int(),
  size_in_bytes: z.nullish(z.number()),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
  expires_at: z.nullish(z.string()),
});
export type RunArtifact = z.infer<typeof RunArtifactSchema>;

export const AnnotationSchema = z.object({
  message: z.nullish(z.string()),
  annotation_level: z.nullish(z.string()),
  title: z.nullish(z.string()),
});
export type Annotation = z.infer<typeof AnnotationSchema>;

/** The run header the inspection commands print and decide on (a run as `GET /actions/runs/{id}` and the
 * run listings answer it). */
export const RunHeaderSchema = WorkflowRunSchema.extend({
  name: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
  run_started_at: z.nullish(z.string()),
});
export type RunHeader = z.infer<typeof RunHeaderSchema>;

export const CommitDetailSchema = z.object({
  sha: z.string(),
  parents: z.nullish(z.array(z.object({ sha: z.string() }))),
  files: z.nullish(z.array(z.object({ filename: z.string() }))),
});
export type CommitDetail = z.infer<typeof CommitDetailSchema>;
