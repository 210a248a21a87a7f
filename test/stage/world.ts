/**
 * The staging world on the fake GitHub server: repository example-org/bench (the runAction
 * default), PR 7 on feat/x, and the reuse-gate/stage action pointed at it.
 */
import {
  seedCollaboratorPermission,
  seedPullRequest,
  seedWorkflowRuns,
  type FakeGitHub,
} from '../fake-github/index.js';
import { runAction, type ActionRun } from '../helpers/run-action.js';
import { loadStageCases, REPOSITORY, type StageCase } from './fixture.js';

export const APP_REPOSITORY = `${REPOSITORY}-app`;
const GITHUB_TOKEN = 'ghs_readToken0123456789';
export const DISPATCH_TOKEN = 'github_pat_appDispatch0123456789';

/** Puts a fixture case's PR, timeline, runs and artifacts on the fake; alice may write. */
export function seedStageCase(gh: FakeGitHub, c: StageCase): void {
  const repo = gh.state.repo(REPOSITORY);
  seedPullRequest(repo, {
    number: c.prNumber,
    state: 'open',
    labels: c.labels,
    headRef: c.head,
    commits: c.commits,
  });
  repo.timeline[c.prNumber] = c.timeline.map((e) => ({ ...e, event: e.event ?? 'labeled' })) as never;
  // The fixture keeps the nulls GitHub may send (`path: null`, `expired: null`), which the fake's
  // optional fields do not spell; the fake serves whatever it holds.
  const runs = c.runs.map((run) => ({ ...run, head_branch: c.head }));
  seedWorkflowRuns(repo, runs as never, c.artifacts as never);
  seedCollaboratorPermission(repo, 'alice', { permission: 'write', role_name: 'maintain' });
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
  return runAction('reuse-gate/stage', {
    inputs: { 'github-token': GITHUB_TOKEN, 'dispatch-token': DISPATCH_TOKEN, ...inputs },
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

/** What the step printed, minus the runner's `::add-mask::` commands. */
export function printed(run: ActionRun): string {
  // `::add-mask::<token>` is how core.setSecret tells the runner to mask it: expected, not a leak.
  return `${run.stdout.replace(/^::add-mask::.*$/gm, '')}\n${run.stderr}\n${run.summary}\n${JSON.stringify(run.outputs)}`;
}

/** Both tokens were handed to the runner for masking. */
export function masksTokens(run: ActionRun): boolean {
  return (
    run.stdout.includes(`::add-mask::${GITHUB_TOKEN}`) && run.stdout.includes(`::add-mask::${DISPATCH_TOKEN}`)
  );
}

/** Neither token may appear anywhere in what the step printed. */
export function leaksToken(run: ActionRun): boolean {
  const text = printed(run);
  return text.includes(GITHUB_TOKEN) || text.includes(DISPATCH_TOKEN);
}

/** Runs `body` against a fresh fake server (so tests can run concurrently), then closes it. */
export { withFakeGitHub as withFake } from '../fake-github/index.js';

/** A PR state where alice's `/stage-results` stages run 21 (one valid candidate). */
export function seedHappyPr(gh: FakeGitHub): StageCase {
  const c = loadStageCases().find((x) => x.name.startsWith('unpinned: a cancelled newest run'))!;
  seedStageCase(gh, c);
  return c;
}
