/**
 * matrix-generate/changelog's cost table: jobs and GPU-node-hours per runner label and node count for the
 * plan, estimated from the jobs of recent successful run-sweep runs. The history is advice for
 * the reviewer, the plan is what the sweep needs: so a missing token, a bad repository name or
 * any API fault never fails the step; every config then reads "unknown", the summary says why,
 * and a warning annotation flags a read that was tried and failed.
 * The client is tighter than the default (one retry, 15 s per request) so that a slow API costs
 * the setup job seconds, not minutes.
 */
import * as core from '@actions/core';
import { createInspectPort } from '../../../io/github-inspect.js';
import { canaryMarkdown } from '../../../shared/cost/canary-render.js';
import { costMarkdown } from '../../../shared/cost/render.js';
import { planCanarySaving } from '../../../shared/cost/canary.js';
import { planCost } from '../../../shared/cost/estimate.js';
import { readCostHistoryOrUnknown, unavailableHistory } from '../../../shared/cost/history.js';
import type { CostHistory } from '../../../shared/cost/schema.js';
import { errorMessage } from '../../../shared/errors.js';
import { parseRepo } from '../../../shared/github/repo.js';
import type { SearchSpaceConfig } from '../../../shared/plan/schema.js';

const HISTORY_CLIENT = { retries: 1, timeoutMs: 15_000 } as const;

async function history(token: string | undefined): Promise<CostHistory> {
  if (!token) return unavailableHistory('no github-token was given, so no past run was read');
  try {
    const repo = parseRepo(process.env.GITHUB_REPOSITORY ?? '', 'GITHUB_REPOSITORY');
    const port = createInspectPort({ token, ...HISTORY_CLIENT });
    return await readCostHistoryOrUnknown(port, repo);
  } catch (error) {
    return unavailableHistory(errorMessage(error));
  }
}

/** The cost table's Markdown; warns (never fails) when the history could not be read. */
export async function costSummary(plan: SearchSpaceConfig, token: string | undefined): Promise<string> {
  const past = await history(token);
  // Without a token nothing was tried, so the summary's note is enough; a failed read warns.
  if (token && past.unavailable !== undefined)
    core.warning(`cost estimate without history: ${past.unavailable}`);
  // The canary as canary-select picks it for a canary label, and what its failure holds back.
  return `${costMarkdown(planCost(plan, past))}\n${canaryMarkdown(planCanarySaving(plan, past))}`;
}
