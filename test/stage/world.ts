/**
 * The staging world on the fake GitHub server: repository example-org/bench (the runAction
 * default), PR 7 on feat/x, and the bundled reuse-gate action in stage mode pointed at it.
 */
import { startFakeGitHub, type FakeGitHub } from '../fake-github/index.js';
import { runAction, type ActionRun } from '../helpers/run-action.js';
import { loadStageCases, REPOSITORY, type StageCase } from './fixture.js';

export const APP_REPOSITORY = `${REPOSITORY}-app`;
export const GITHUB_TOKEN = 'ghs_readToken0123456789';
export const DISPATCH_TOKEN = 'github_pat_appDispatch0123456789';

/** Puts a fixture case's PR, timeline, runs and artifacts on the fake; alice may write. */
export function seedStageCase(gh: FakeGitHub, c: StageCase): void {
  const repo = gh.state.repo(REPOSITORY);
  repo.pulls[c.prNumber] = {
    number: c.prNumber,
    state: 'open',
    labels: c.labels.map((name) => ({ name })),
    head: { ref: c.head, sha: c.commits.at(-1) },
  };
  repo.pullCommits[c.prNumber] = c.commits;
  repo.timeline[c.prNumber] = c.timeline.map((e) => ({ ...e, event: e.event ?? 'labeled' })) as never;
  repo.runs = c.runs.map((run) => ({ ...run, head_branch: c.head })) as never;
  for (const [id, list] of Object.entries(c.artifacts)) repo.artifacts[Number(id)] = list as never;
  repo.permissions.alice = { permission: 'write', role_name: 'maintain' };
}

export function commentEvent(body: string, options: { login?: string; action?: string; pr?: boolean } = {}) {
  return {
    action: options.action ?? 'created',
    comment: { id: 4242, body, user: { login: options.login ?? 'alice' } },
    issue: { number: 7, ...(options.pr === false ? {} : { pull_request: { url: 'x' } }) },
  };
}

export function runStage(
  gh: FakeGitHub,
  event: unknown,
  inputs: Record<string, string> = {},
  apiUrl = gh.url,
): Promise<ActionRun> {
  return runAction('reuse-gate', {
    inputs: { mode: 'stage', 'github-token': GITHUB_TOKEN, 'dispatch-token': DISPATCH_TOKEN, ...inputs },
    event,
    eventName: 'issue_comment',
    env: { GITHUB_API_URL: apiUrl },
  });
}

/** Comments posted on PR 7 (bodies), dispatches received by the app repository. */
export function effects(gh: FakeGitHub) {
  return {
    comments: (gh.state.repo(REPOSITORY).comments[7] ?? []).map((c) => c.body),
    dispatches: gh.state.repo(APP_REPOSITORY).dispatches,
  };
}

/** The step's failure message (runAction reports it as an ::error annotation). */
export function failure(run: ActionRun): string {
  return run.annotations
    .filter((a) => a.level === 'error')
    .map((a) => a.message)
    .join('\n');
}

/** Both tokens were handed to the runner for masking. */
export function masksTokens(run: ActionRun): boolean {
  return (
    run.stdout.includes(`::add-mask::${GITHUB_TOKEN}`) && run.stdout.includes(`::add-mask::${DISPATCH_TOKEN}`)
  );
}

/** Neither token may appear anywhere in what the step printed. */
export function leaksToken(run: ActionRun): boolean {
  // `::add-mask::<token>` is how core.setSecret tells the runner to mask it: expected, not a leak.
  const stdout = run.stdout.replace(/^::add-mask::.*$/gm, '');
  const printed = `${stdout}\n${run.stderr}\n${run.summary}\n${JSON.stringify(run.outputs)}`;
  return printed.includes(GITHUB_TOKEN) || printed.includes(DISPATCH_TOKEN);
}

/** Runs `body` against a fresh fake server (so tests can run concurrently), then closes it. */
export async function withFake<T>(body: (gh: FakeGitHub) => Promise<T>): Promise<T> {
  const gh = await startFakeGitHub();
  try {
    return await body(gh);
  } finally {
    await gh.close();
  }
}

/** A PR state where alice's `/stage-results` stages run 21 (one valid candidate). */
export function seedHappyPr(gh: FakeGitHub): StageCase {
  const c = loadStageCases().find((x) => x.name.startsWith('unpinned: a cancelled newest run'))!;
  seedStageCase(gh, c);
  return c;
}
