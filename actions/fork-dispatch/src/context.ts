/**
 * What the runner tells the dispatcher: the pull_request_target event and the GITHUB_*
 * variables, validated once. Only the fields the checks read are declared; the PR's title,
 * branch and body are never read.
 */
import { SweepkitError } from '../../../shared/errors.js';
import type { LabelEvent } from '../../../shared/fork/checks.js';
import type { RepoRef } from '../../../shared/github/client.js';
import { parseRepo } from '../../../shared/github/repo.js';
import { z } from 'zod';
import { readJsonFile } from '../../../io/read-file.js';

const EVENT_HINT =
  'the runner writes it; when running by hand, point GITHUB_EVENT_PATH at the webhook payload JSON';

const EVENT_NAME = 'pull_request_target';
const EVENT_ACTION = 'labeled';

const LabeledEventSchema = z.object({
  action: z.literal(EVENT_ACTION),
  label: z.object({ name: z.string() }),
  pull_request: z.object({ number: z.int(), head: z.object({ sha: z.string() }) }),
  repository: z.object({ default_branch: z.string().check(z.minLength(1)) }),
});

export interface DispatchContext {
  repo: RepoRef;
  actor: string;
  serverUrl: string;
  defaultBranch: string;
  event: LabelEvent;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new SweepkitError({
      message: `environment variable ${name} is not set`,
      hint: 'run this action in a GitHub Actions job',
    });
  return value;
}

export function readDispatchContext(): DispatchContext {
  const eventName = env('GITHUB_EVENT_NAME');
  if (eventName !== EVENT_NAME) {
    throw new SweepkitError({
      message: `fork-dispatch runs on ${EVENT_NAME} ${EVENT_ACTION} events, not ${eventName}`,
      hint: `trigger the workflow with on: ${EVENT_NAME}: types: [${EVENT_ACTION}]`,
    });
  }
  const file = env('GITHUB_EVENT_PATH');
  const payload = readJsonFile(file, { what: 'event payload (GITHUB_EVENT_PATH)', expected: EVENT_HINT });
  const parsed = z.safeParse(LabeledEventSchema, payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SweepkitError({
      message: `the ${EVENT_NAME} payload is not a labeled pull request event: ${issue?.message ?? 'invalid'}`,
      path: issue?.path.join('.'),
      file,
    });
  }
  const event = parsed.data;
  return {
    repo: parseRepo(env('GITHUB_REPOSITORY'), 'GITHUB_REPOSITORY'),
    actor: env('GITHUB_ACTOR'),
    serverUrl: (process.env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
    defaultBranch: event.repository.default_branch,
    event: {
      prNumber: event.pull_request.number,
      label: event.label.name,
      headSha: event.pull_request.head.sha,
    },
  };
}
