/**
 * What the runner tells the reuse-gate about the event: GITHUB_* variables and the event
 * payload, validated once. Only the fields the entries read are declared.
 */
import { SweepkitError } from '../../../shared/errors.js';
import type { RepoRef } from '../../../shared/github/client.js';
import { parseRepo } from '../../../shared/github/repo.js';
import { z } from 'zod';
import { readJsonFile } from '../../../io/read-file.js';

const EVENT_HINT =
  'the runner writes it; when running by hand, point GITHUB_EVENT_PATH at the webhook payload JSON';

export const PullRequestEventSchema = z.object({
  action: z.optional(z.string()),
  number: z.optional(z.int()),
  pull_request: z.optional(
    z.object({ number: z.int(), head: z.optional(z.object({ sha: z.string() }).partial()) }),
  ),
});

export const IssueCommentEventSchema = z.object({
  action: z.string(),
  issue: z.object({ number: z.int(), pull_request: z.optional(z.unknown()) }),
  comment: z.object({
    id: z.int(),
    body: z.nullish(z.string()),
    author_association: z.nullish(z.string()),
    user: z.nullish(z.object({ login: z.string() })),
  }),
  changes: z.optional(z.object({ body: z.optional(z.object({ from: z.nullish(z.string()) })) })),
});
export type IssueCommentEvent = z.infer<typeof IssueCommentEventSchema>;

export interface RunnerContext {
  repo: RepoRef;
  eventName: string;
  ref: string;
  sha: string;
  payload: unknown;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new SweepkitError({
      message: `environment variable ${name} is not set`,
      hint: 'run this action inside a GitHub Actions job',
    });
  }
  return value;
}

export function readRunnerContext(): RunnerContext {
  const eventPath = process.env.GITHUB_EVENT_PATH;
  const payload: unknown = eventPath
    ? readJsonFile(eventPath, { what: 'event payload (GITHUB_EVENT_PATH)', expected: EVENT_HINT })
    : {};
  return {
    repo: parseRepo(env('GITHUB_REPOSITORY'), 'GITHUB_REPOSITORY'),
    eventName: env('GITHUB_EVENT_NAME'),
    ref: process.env.GITHUB_REF ?? '',
    sha: process.env.GITHUB_SHA ?? '',
    payload,
  };
}

/** The payload as `schema`, or an error naming the event and the first bad field. */
export function eventAs<S extends z.core.$ZodType>(schema: S, context: RunnerContext): z.output<S> {
  const parsed = z.safeParse(schema, context.payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new SweepkitError({
    message: `the ${context.eventName} event payload is not what this action expects: ${issue?.message ?? 'invalid'}`,
    path: issue?.path.join('.'),
    file: process.env.GITHUB_EVENT_PATH,
  });
}
