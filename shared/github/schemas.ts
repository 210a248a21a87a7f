/**
 * The GitHub REST response shapes sweepkit reads, one
 * zod schema per concept. Only the fields we consume are declared; the rest is dropped. Optional
 * fields are optional here so the pure rules (not the parser) decide what a missing value means.
 */
import { z } from 'zod';

export const UserSchema = z.object({ login: z.string(), type: z.optional(z.string()) });

/** An element of GET /commits/{sha}/pulls (an entry without a number is skipped by the gate, not rejected here). */
export const PullRefSchema = z.object({ number: z.nullish(z.int()) });
export type PullRef = z.infer<typeof PullRefSchema>;

/** An issue comment: list element, and the answer of creating one. */
export const IssueCommentSchema = z.object({
  id: z.int(),
  created_at: z.nullish(z.string()),
  author_association: z.nullish(z.string()),
  body: z.nullish(z.string()),
  user: z.nullish(UserSchema),
});
export type IssueComment = z.infer<typeof IssueCommentSchema>;

/** A label as the API returns it; the stage workflow also tolerates bare strings. */
const LabelSchema = z.union([z.string(), z.object({ name: z.string() })]);

/**
 * `GET /pulls/{n}`. `labels` is required: GitHub always sends it, and an answer without it would silently skip
 * the incompatible-label and full-sweep-label checks.
 */
export const PullRequestSchema = z.object({
  number: z.int(),
  state: z.nullish(z.string()),
  draft: z.nullish(z.boolean()),
  merged_at: z.nullish(z.string()),
  labels: z.array(LabelSchema),
  head: z.nullish(
    z.object({
      ref: z.nullish(z.string()),
      sha: z.nullish(z.string()),
      repo: z.nullish(z.object({ full_name: z.nullish(z.string()) })),
    }),
  ),
  base: z.nullish(z.object({ sha: z.nullish(z.string()), ref: z.nullish(z.string()) })),
  merge_commit_sha: z.nullish(z.string()),
  /** How many files the PR changes (in the single PR answer, not in lists). */
  changed_files: z.nullish(z.int()),
});
export type PullRequest = z.infer<typeof PullRequestSchema>;

/**
 * An element of GET /pulls/{n}/files. `previous_filename` is set on a rename, so a changelog that
 * was moved away is still seen as changed.
 */
export const PullFileSchema = z.object({
  filename: z.string(),
  status: z.nullish(z.string()),
  previous_filename: z.nullish(z.string()),
});
export type PullFile = z.infer<typeof PullFileSchema>;

/** An element of GET /pulls/{n}/commits. */
export const CommitSchema = z.object({ sha: z.string() });

/** A workflow run: list element, and the answer of GET /actions/runs/{id}. */
export const WorkflowRunSchema = z.object({
  id: z.int(),
  event: z.nullish(z.string()),
  status: z.nullish(z.string()),
  conclusion: z.nullish(z.string()),
  path: z.nullish(z.string()),
  head_sha: z.nullish(z.string()),
  head_branch: z.nullish(z.string()),
  run_attempt: z.nullish(z.int()),
  html_url: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  pull_requests: z.nullish(z.array(z.object({ number: z.int() }))),
  display_title: z.nullish(z.string()),
});
export type WorkflowRun = z.infer<typeof WorkflowRunSchema>;

/** An element of GET /actions/runs/{id}/artifacts. */
export const ArtifactSchema = z.object({ name: z.string(), expired: z.nullish(z.boolean()) });
export type Artifact = z.infer<typeof ArtifactSchema>;

/**
 * GET /collaborators/{login}/permission. Kept loose on purpose: authorization (shared/reuse/authorize.ts) decides what a missing
 * or malformed `permission` / `role_name` means, so the parser must not reject it first.
 */
export const CollaboratorPermissionSchema = z.object({
  permission: z.optional(z.unknown()),
  role_name: z.optional(z.unknown()),
});
export type CollaboratorPermission = z.infer<typeof CollaboratorPermissionSchema>;

/** An element of GET /issues/{n}/timeline. */
export const TimelineEventSchema = z.object({
  event: z.nullish(z.string()),
  label: z.nullish(z.object({ name: z.string() })),
  created_at: z.nullish(z.string()),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

/** An element of GET /commits/{sha}/check-runs. */
export const CheckRunSchema = z.object({
  name: z.string(),
  started_at: z.nullish(z.string()),
  status: z.nullish(z.string()),
  conclusion: z.nullish(z.string()),
  details_url: z.nullish(z.string()),
  /** The app that created it (`github-actions` for a workflow job). */
  app: z.nullish(z.object({ slug: z.nullish(z.string()) })),
});
export type CheckRun = z.infer<typeof CheckRunSchema>;

/** A comment reaction: list element, and the answer of creating one. */
export const ReactionSchema = z.object({
  id: z.int(),
  content: z.string(),
  user: z.nullish(UserSchema),
});
export type Reaction = z.infer<typeof ReactionSchema>;

export const REACTION = { approve: '+1', reject: '-1' } as const;
export type ReactionContent = (typeof REACTION)[keyof typeof REACTION];

/** GET /commits/{sha}: its parents (only the fields read). */
export const CommitParentsSchema = z.object({
  sha: z.string(),
  parents: z.array(z.object({ sha: z.string() })),
});

/** One page of `GET /actions/workflows/{id}/runs`. */
export const WorkflowRunPageSchema = z.object({ workflow_runs: z.array(WorkflowRunSchema) });
