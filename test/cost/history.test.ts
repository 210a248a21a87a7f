/** Reading the history from the jobs API (fake server): what counts, the cap, and fail-closed faults. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { createOctokit } from '../../io/github.js';
import { createInspectPort } from '../../io/github-inspect.js';
import { readCostHistory, readCostHistoryOrUnknown } from '../../shared/cost/history.js';
import { startFakeGitHub } from '../fake-github/index.js';
import { seedPast } from './helpers.js';

const gh = await startFakeGitHub();
afterAll(() => gh.close());
seedPast(gh.state.repo('o/r'));
const repo = { owner: 'o', repo: 'r' };
const port = () =>
  createInspectPort(createOctokit({ token: 't', baseUrl: gh.url, retries: 0, retryDelayMs: 1 }));

describe('cost history from run-sweep runs', () => {
  it('reads successful runs only, newest first, and their successful jobs with durations', async () => {
    const history = await readCostHistory(port(), repo);
    expect(history.runIds).toEqual([301, 302]);
    expect(history.runCap).toBe(10);
    expect(history.jobs.map((j) => [j.runId, j.name.split(' / ')[0], j.seconds])).toEqual([
      [301, 'setup', 60],
      [301, 'single-node 1k1k', 1800],
      [301, 'single-node 1k1k', 2400],
      [301, 'multi-node 8k1k', 5400],
      [302, 'single-node 1k1k', 3600],
      [302, 'agentic', 3900],
    ]);
    const listing = gh.calls('GET', '/repos/o/r/actions/workflows/run-sweep.yml/runs').at(-1)!;
    expect(listing.query).toMatchObject({ status: 'success', per_page: '10' });
  });

  it('reads at most the cap of runs, and says which', async () => {
    const history = await readCostHistory(port(), repo, { maxRuns: 1 });
    expect([history.runIds, history.runCap]).toEqual([[301], 1]);
    expect(gh.calls('GET', '/repos/o/r/actions/runs/302/jobs')).toHaveLength(1);
  });

  it('a fault on any run makes the whole history unavailable (never a partial one), naming the request', async () => {
    gh.fault('GET /repos/o/r/actions/runs/302/jobs', { status: 502, times: 1 });
    await expect(readCostHistory(port(), repo)).rejects.toThrow(/runs\/302\/jobs/);
    gh.fault('GET /repos/o/r/actions/runs/302/jobs', { status: 502, times: 1 });
    const history = await readCostHistoryOrUnknown(port(), repo);
    expect(history.jobs).toEqual([]);
    expect(history.runIds).toEqual([]);
    expect(history.unavailable).toMatch(/^the run history could not be read: .*runs\/302\/jobs.*502/);
  });
});
