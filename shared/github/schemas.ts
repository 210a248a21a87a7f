/**
 * The GitHub REST response shapes sweepkit reads (spec reuse-stage-ingest.md §2.2 "Reads"), one
 * zod schema per concept. Only the fields we consume are declared; the rest is dropped. Optional
 * fields are optional here so the pure rules (not the parser) decide what a missing value means.
 */
import { z } from 'zod';

export const UserSchema = z.object({ login: z.string(), type: z.string().optional() });
export type User = z.infer<typeof UserSchema>;

/** E1 element (an entry without a number is skipped by the gate, not rejected here). */
export const PullRefSchema = z.object({ number: z.number().int().nullish() });
export type PullRef = z.infer<typeof PullRefSchema>;

/** E2 element (also the E10 answer). */
export const IssueCommentSchema = z.object({
  id: z.number().int(),
  created_at: z.string().nullish(),
  author_association: z.string().nullish(),
  body: z.string().nullish(),
  user: UserSchema.nullish(),
});
export type IssueComment = z.infer<typeof IssueCommentSchema>;

/** A label as the API returns it; the stage workflow also tolerates bare strings. */
export const LabelSchema = z.union([z.string(), z.object({ name: z.string() })]);

/** E3. */
export const PullRequestSchema = z.object({
  number: z.number().int(),
  state: z.string().nullish(),
  draft: z.boolean().nullish(),
  merged_at: z.string().nullish(),
  labels: z.array(LabelSchema).nullish(),
  head: z
    .object({
      ref: z.string().nullish(),
      sha: z.string().nullish(),
      repo: z.object({ full_name: z.string().nullish() }).nullish(),
    })
    .nullish(),
  base: z.object({ sha: z.string().nullish(), ref: z.string().nullish() }).nullish(),
  merge_commit_sha: z.string().nullish(),
});
export type PullRequest = z.infer<typeof PullRequestSchema>;

/** E4 element. */
export const CommitSchema = z.object({ sha: z.string() });

/** E5 element and E6. */
export const WorkflowRunSchema = z.object({
  id: z.number().int(),
  event: z.string().nullish(),
  status: z.string().nullish(),
  conclusion: z.string().nullish(),
  path: z.string().nullish(),
  head_sha: z.string().nullish(),
  head_branch: z.string().nullish(),
  run_attempt: z.number().int().nullish(),
  html_url: z.string().nullish(),
  created_at: z.string().nullish(),
  pull_requests: z.array(z.object({ number: z.number().int() })).nullish(),
  display_title: z.string().nullish(),
});
export type WorkflowRun = z.infer<typeof WorkflowRunSchema>;

/** E7 element. */
export const ArtifactSchema = z.object({ name: z.string(), expired: z.boolean().nullish() });
export type Artifact = z.infer<typeof ArtifactSchema>;

/**
 * E8. Kept loose on purpose: authorization (shared/reuse/authorize.ts) decides what a missing
 * or malformed `permission` / `role_name` means, so the parser must not reject it first.
 */
export const CollaboratorPermissionSchema = z.object({
  permission: z.unknown().optional(),
  role_name: z.unknown().optional(),
});
export type CollaboratorPermission = z.infer<typeof CollaboratorPermissionSchema>;

/** E9 element. */
export const TimelineEventSchema = z.object({
  event: z.string().nullish(),
  label: z.object({ name: z.string() }).nullish(),
  created_at: z.string().nullish(),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

/** E14 element. */
export const CheckRunSchema = z.object({
  name: z.string(),
  started_at: z.string().nullish(),
  status: z.string().nullish(),
  conclusion: z.string().nullish(),
  details_url: z.string().nullish(),
});
export type CheckRun = z.infer<typeof CheckRunSchema>;

/** E15 element, E16 answer. */
export const ReactionSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  user: UserSchema.nullish(),
});
export type Reaction = z.infer<typeof ReactionSchema>;

export const REACTION = { approve: '+1', reject: '-1' } as const;
export type ReactionContent = (typeof REACTION)[keyof typeof REACTION];
