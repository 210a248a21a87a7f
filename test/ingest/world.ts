/** The bundled trigger-ingest action against the fake GitHub server. */
import { startFakeGitHub, type FakeGitHub } from '../fake-github/index.js';
import { runAction, type ActionRun } from '../helpers/run-action.js';

export const REPOSITORY = 'example-org/bench';
export const APP_REPOSITORY = `${REPOSITORY}-app`;
export const DISPATCH_TOKEN = 'github_pat_ingestDispatch0123456789';
export const GITHUB_TOKEN = 'ghs_callbackToken0123456789';

export async function withFake<T>(body: (gh: FakeGitHub) => Promise<T>): Promise<T> {
  const gh = await startFakeGitHub();
  try {
    return await body(gh);
  } finally {
    await gh.close();
  }
}

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
      GITHUB_API_URL: gh.url,
      GITHUB_REF: options.ref ?? 'refs/heads/main',
      GITHUB_RUN_ID: options.runId ?? '123',
    },
  });
}

export function dispatchesTo(gh: FakeGitHub, repository = APP_REPOSITORY) {
  return gh.state.repo(repository).dispatches;
}

export function failure(run: ActionRun): string {
  return run.annotations
    .filter((a) => a.level === 'error')
    .map((a) => a.message)
    .join('\n');
}

/** What the step printed, minus the runner's `::add-mask::` commands. */
export function printed(run: ActionRun): string {
  return `${run.stdout.replace(/^::add-mask::.*$/gm, '')}\n${run.stderr}\n${run.summary}\n${JSON.stringify(run.outputs)}`;
}
