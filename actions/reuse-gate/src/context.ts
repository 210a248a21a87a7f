/**
 * What the runner tells the reuse-gate about the event: GITHUB_* variables and the event
 * payload, validated once. Only the fields the modes read are declared.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SweepkitError } from '../../../shared/errors.js';
import type { RepoRef } from '../../../shared/github/client.js';
import { parseRepo } from '../../../shared/github/repo.js';

export const PullRequestEventSchema = z.object({
  action: z.string().optional(),
  number: z.number().int().optional(),
  pull_request: z
    .object({ number: z.number().int(), head: z.object({ sha: z.string() }).partial().optional() })
    .optional(),
});

export const IssueCommentEventSchema = z.object({
  action: z.string(),
  issue: z.object({ number: z.number().int(), pull_request: z.unknown().optional() }),
  comment: z.object({
    id: z.number().int(),
    body: z.string().nullish(),
    author_association: z.string().nullish(),
    user: z.object({ login: z.string() }).nullish(),
  }),
  changes: z.object({ body: z.object({ from: z.string().nullish() }).optional() }).optional(),
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
  let payload: unknown = {};
  if (eventPath) {
    try {
      payload = JSON.parse(readFileSync(eventPath, 'utf8'));
    } catch (error) {
      throw new SweepkitError({
        message: `cannot read the event payload: ${(error as Error).message}`,
        file: eventPath,
      });
    }
  }
  return {
    repo: parseRepo(env('GITHUB_REPOSITORY'), 'GITHUB_REPOSITORY'),
    eventName: env('GITHUB_EVENT_NAME'),
    ref: process.env.GITHUB_REF ?? '',
    sha: process.env.GITHUB_SHA ?? '',
    payload,
  };
}

/** The payload as `schema`, or an error naming the event and the first bad field. */
export function eventAs<S extends z.ZodType>(schema: S, context: RunnerContext): z.output<S> {
  const parsed = schema.safeParse(context.payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new SweepkitError({
    message: `the ${context.eventName} event payload is not what this mode expects: ${issue?.message ?? 'invalid'}`,
    path: issue?.path.join('.'),
    file: process.env.GITHUB_EVENT_PATH,
  });
}
