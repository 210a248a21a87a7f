/**
 * Finding the one run with an exact display title, for `run find` and `e2e dispatch`: never "the
 * newest run". Two runs with the title are refused; without a wait, none is a refusal; with one,
 * the listing is polled until the run appears or the wait is over.
 */
import type { RepoRef } from '../../shared/github/client.js';
import { runsTitled } from '../../shared/ops/inspect/dispatch.js';
import type { InspectPort } from '../../shared/ops/inspect/ports.js';
import { Refusal, WaitTimeout } from './common.js';

const POLL_MS = 2_000;

export interface TitleQuery {
  workflow: string;
  event: string;
  title: string;
  /** Runs created before this are not candidates. */
  since?: Date;
  /** How many of the newest runs are listed per poll. */
  limit: number;
  /** Seconds to wait for the run to appear; undefined refuses at once when it is not there. */
  waitSeconds?: number;
}

/** What both commands print about the run they found. */
export function runSummary(run: Awaited<ReturnType<typeof findRunByTitle>>) {
  return {
    id: run.id,
    run_attempt: run.run_attempt ?? 1,
    display_title: run.display_title,
    head_branch: run.head_branch ?? null,
    head_sha: run.head_sha ?? null,
    status: run.status ?? null,
    conclusion: run.conclusion ?? null,
    html_url: run.html_url ?? null,
  };
}

export async function findRunByTitle(port: InspectPort, repo: RepoRef, query: TitleQuery) {
  const { workflow, event, title } = query;
  const deadline = Date.now() + (query.waitSeconds ?? 0) * 1000;
  for (;;) {
    const found = runsTitled(
      await port.listWorkflowRuns(repo, workflow, { event }, query.limit),
      title,
      query.since,
    );
    if (found.length > 1)
      throw new Refusal(
        `${found.length} runs titled "${title}": ${found.map((r) => r.id).join(', ')}; use a unique test name`,
        'ambiguous-run',
      );
    if (found[0]) return found[0];
    if (query.waitSeconds === undefined)
      throw new Refusal(`No ${workflow} ${event} run titled "${title}"`, 'not-found');
    if (Date.now() + POLL_MS > deadline)
      throw new WaitTimeout(
        `No ${workflow} ${event} run titled "${title}" appeared within ${query.waitSeconds} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
