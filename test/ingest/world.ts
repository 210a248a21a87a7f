/**
 * The bundled trigger-ingest action against the fake GitHub server, in the staging world's
 * repository (example-org/bench, the runAction default) and app repository.
 */
import { fakeGitHubEnv, type FakeGitHub } from '../fake-github/index.js';
import { runAction, type ActionRun } from '../helpers/run-action.js';
import { APP_REPOSITORY } from '../stage/world.js';

export { REPOSITORY } from '../stage/fixture.js';
export { APP_REPOSITORY, failure, printed, withFake } from '../stage/world.js';

export const DISPATCH_TOKEN = 'github_pat_ingestDispatch0123456789';
export const GITHUB_TOKEN = 'ghs_callbackToken0123456789';

export interface IngestRun {
  inputs: Record<string, string>;
  eventName?: string;
  ref?: string;
  runId?: string;
  event?: unknown;
}

export function runIngest(gh: FakeGitHub, options: IngestRun): Promise<ActionRun> {
  return runAction('trigger-ingest', {
    inputs: options.inputs,
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
