/** Flag checks shared by `reuse find` and `reuse check-comment` (parsing is cli/_common/flags.ts). */
import { SweepkitError, UsageError } from '../../shared/errors.js';
import type { GitHubClient } from '../../shared/github/client.js';
import { createGitHubClient } from '../../io/github.js';
import {
  DEFAULT_ALLOWED_ASSOCIATIONS,
  DEFAULT_WORKFLOW_ID,
  REUSE_COMMAND,
  REUSE_INCOMPATIBLE_LABELS,
} from '../../shared/reuse/names.js';
import type { FlagTable } from '../_common/flags.js';
import { parseRepo } from '../../shared/github/repo.js';

export type FlagValues = Record<string, string | boolean | undefined>;

export function required(values: FlagValues, name: string, command: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`${command}: --${name} is required`);
  return value;
}

export function integerFlag(values: FlagValues, name: string, command: string): number | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw new UsageError(`${command}: --${name} must be a whole number, got '${String(value)}'`);
  }
  return Number(value);
}

/** `a, b,,c` → ['a', 'b', 'c'] (entries trimmed, empties dropped), as the reference parses lists. */
export function commaFlag(values: FlagValues, name: string, fallback: readonly string[]): string[] {
  const value = values[name];
  if (typeof value !== 'string') return [...fallback];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A client on GITHUB_API_URL with GH_TOKEN, else GITHUB_TOKEN (the reference's order). */
export function clientFromEnv(): GitHubClient {
  const token = process.env.GH_TOKEN || process.env.GITHUB_TOKEN;
  if (!token) {
    throw new SweepkitError({
      message: 'GH_TOKEN or GITHUB_TOKEN is required',
      hint: 'export a token that can read the repository (e.g. `gh auth token`)',
    });
  }
  return createGitHubClient({ token });
}

/** The pull request a command judges. */
export const PR_FLAGS = {
  repo: { type: 'string', value: 'OWNER/NAME', help: 'repository (required)' },
  'pr-number': { type: 'string', value: 'N', help: 'the PR (required)' },
} as const satisfies FlagTable;

/** The values of PR_FLAGS, both required. */
export function pullTarget(values: FlagValues, command: string) {
  const repo = parseRepo(required(values, 'repo', command), '--repo');
  required(values, 'pr-number', command);
  return { repo, prNumber: integerFlag(values, 'pr-number', command)! };
}

/** The reuse policy both commands take: which workflow's runs count, and who may pin one how. */
export const REUSE_POLICY_FLAGS = {
  'workflow-id': { type: 'string', value: 'ID', help: `default ${DEFAULT_WORKFLOW_ID}` },
  'reuse-incompatible-label': {
    type: 'string',
    value: 'A,B',
    help: `default ${REUSE_INCOMPATIBLE_LABELS.join(',')}`,
  },
  'pinned-run-command': { type: 'string', value: 'CMD', help: `default ${REUSE_COMMAND}` },
  'allowed-author-associations': {
    type: 'string',
    value: 'A,B',
    help: `default ${DEFAULT_ALLOWED_ASSOCIATIONS.join(',')}`,
  },
} as const satisfies FlagTable;

/** The values of REUSE_POLICY_FLAGS, each with its default. */
export function reusePolicy(values: FlagValues) {
  return {
    workflowId: (values['workflow-id'] as string | undefined) || DEFAULT_WORKFLOW_ID,
    incompatibleLabels: commaFlag(values, 'reuse-incompatible-label', REUSE_INCOMPATIBLE_LABELS),
    allowedAssociations: commaFlag(values, 'allowed-author-associations', DEFAULT_ALLOWED_ASSOCIATIONS),
    command: (values['pinned-run-command'] as string | undefined) || REUSE_COMMAND,
  };
}
