/**
 * Which listed run is the one just dispatched. The dispatch API returns no run id, so the run is
 * recognised by its exact title (e2e-tests.yml's run-name is `e2e Test - <test-name>`) and by
 * having been created after the dispatch started, less a few seconds of clock skew, so an older
 * run for the same revision (an earlier approval) is never taken for the new one.
 */
import type { WorkflowRun } from '../github/schemas.js';
import { CREATED_AT_SLACK_MS, E2E_RUN_TITLE_PREFIX } from './names.js';

export function runTitle(marker: string): string {
  return `${E2E_RUN_TITLE_PREFIX}${marker}`;
}

export interface FoundRun {
  id: number;
  url: string;
}

/** The first run in API order (newest first) that matches; undefined when none does yet. */
export function pickDispatchedRun(
  runs: readonly WorkflowRun[],
  marker: string,
  dispatchStartedMs: number,
): WorkflowRun | undefined {
  const title = runTitle(marker);
  return runs.find((run) => {
    if (run.display_title !== title) return false;
    const created = Date.parse(run.created_at ?? '');
    return Number.isFinite(created) && created >= dispatchStartedMs - CREATED_AT_SLACK_MS;
  });
}

/**
 * The run's link for the PR comment, only when it points into this repository's runs on this
 * server; anything else is not linked (the comment falls back to the workflow page).
 */
export function trustedRunUrl(run: WorkflowRun, runsPrefix: string): string | undefined {
  const url = run.html_url ?? '';
  return url.startsWith(runsPrefix) && /^\d+$/.test(url.slice(runsPrefix.length)) ? url : undefined;
}
