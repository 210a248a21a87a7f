/**
 * The trigger-ingest action (or its sub-action `entry`) against the fake GitHub server, in the staging world's
 * repository (example-org/bench, the runAction default) and app repository.
 */
import { fakeGitHubEnv, type FakeGitHub } from '../fake-github/index.js';
import { runAction, type ActionRun } from '../helpers/run-action.js';
import { REPOSITORY } from '../stage/fixture.js';
import { APP_REPOSITORY } from '../stage/world.js';
import { LOADABLE, seedRunArtifacts } from './preflight-world.js';

export { REPOSITORY } from '../stage/fixture.js';
export { APP_REPOSITORY, failure, printed, withFake } from '../stage/world.js';

export const DISPATCH_TOKEN = 'github_pat_ingestDispatch0123456789';
export const GITHUB_TOKEN = 'ghs_callbackToken0123456789';

/** The merge run and the reuse source run of the dispatch fixture cases. */
const FIXTURE_RUNS = [123, 555] as const;

export interface IngestRun {
  /** A sub-action of trigger-ingest; without it the action itself (ingest). */
  entry?: 'recover' | 'stage-callback';
  inputs: Record<string, string>;
  /**
   * Seed the fixture runs with results that load, unless the test seeded them itself (default
   * true), and pass github.token as the workflow does unless the inputs name github-token.
   */
  loadable?: boolean;
  eventName?: string;
  ref?: string;
  runId?: string;
  event?: unknown;
}

export function runIngest(gh: FakeGitHub, options: IngestRun): Promise<ActionRun> {
  const repo = gh.state.repo(REPOSITORY);
  if (options.loadable !== false) {
    for (const runId of FIXTURE_RUNS)
      if (!repo.artifacts[runId]) seedRunArtifacts(gh, REPOSITORY, runId, LOADABLE);
  }
  const token: Record<string, string> =
    options.loadable === false || 'github-token' in options.inputs ? {} : { 'github-token': GITHUB_TOKEN };
  return runAction(options.entry ? `trigger-ingest/${options.entry}` : 'trigger-ingest', {
    inputs: { ...token, ...options.inputs },
    event: options.event ?? {},
    eventName: options.eventName ?? 'push',
    env: {
      ...fakeGitHubEnv(gh),
      GITHUB_REF: options.ref ?? 'refs/heads/main',
      GITHUB_RUN_ID: options.runId ?? '123',
    },
  });
}

export function dispatchesTo(gh: FakeGitHub, repository = APP_REPOSITORY) {
  return gh.state.repo(repository).dispatches;
}
