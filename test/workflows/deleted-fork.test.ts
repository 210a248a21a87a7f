/**
 * A fork that was deleted after its PR was opened: GitHub sends `pull_request.head.repo` as null.
 * Both workflows must take such a PR for a fork: run-sweep.yml runs nothing (no checkout of its
 * code, not even validation), the trusted external sweep's dispatch job starts (its action then
 * checks the PR itself), and the fork check of that action counts a missing head repository as a
 * fork. The payload is the simulator's fork payload with head.repo replaced by null.
 */
import { describe, expect, it } from '@jest/globals';
import { checkPullRequest, snapshotOf } from '../../shared/fork/checks.js';
import { buildEventPayload, type EventFacts } from '../../shared/simulate/event.js';
import { simulateWorkflow } from '../../shared/simulate/simulate.js';
import { DEFAULT_REPOSITORY } from '../../shared/simulate/defaults.js';
import { readWorkflowText } from './workflow-files.js';

const FULL = 'full-sweep-enabled';

/** The event of a fork PR whose repository is gone. */
function deletedForkPayload(event: string, facts: EventFacts) {
  const { payload } = buildEventPayload(event, { prNumber: 7, fork: true, ...facts });
  (payload.pull_request as { head: { repo: unknown } }).head.repo = null;
  return payload;
}

async function jobsThatRun(file: string, event: string, facts: EventFacts): Promise<string[]> {
  const plan = await simulateWorkflow({
    workflowText: readWorkflowText(file),
    fileName: `workflows/${file}`,
    event: { name: event, payload: deletedForkPayload(event, facts) },
  });
  expect(plan.errors).toEqual([]);
  return Object.entries(plan.jobs)
    .filter(([, job]) => job.status === 'run')
    .map(([id]) => id);
}

describe('a deleted fork (pull_request.head.repo is null) is a fork', () => {
  it.each([
    ['synchronize', { action: 'synchronize', labels: [FULL] }],
    ['labeled with a primary label', { action: 'labeled', label: FULL, labels: [FULL] }],
  ] as const)('run-sweep.yml on %s runs no job at all', async (_what, facts) => {
    expect(
      await jobsThatRun('run-sweep.yml', 'pull_request', { ...facts, labels: [...facts.labels] }),
    ).toEqual([]);
  });

  it('trusted-external-sweep.yml starts its dispatch job for a primary label', async () => {
    expect(
      await jobsThatRun('trusted-external-sweep.yml', 'pull_request_target', {
        action: 'labeled',
        label: FULL,
        labels: [FULL],
      }),
    ).toEqual(['dispatch']);
  });

  it("the fork-dispatch check counts the missing head repository as a fork, not as the repository's own", () => {
    const sha = 'a'.repeat(40);
    const pull = snapshotOf({
      number: 7,
      state: 'open',
      draft: false,
      head: { sha, repo: null },
      base: { sha: 'b'.repeat(40) },
      merge_commit_sha: 'c'.repeat(40),
      labels: [{ name: FULL }],
    } as never);
    const outcome = checkPullRequest({ headSha: sha, label: FULL } as never, pull, DEFAULT_REPOSITORY);
    expect(outcome).toMatchObject({ ok: true });
  });
});
