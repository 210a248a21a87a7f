/**
 * The recover-ingest test world: a bare `origin` whose main holds the squash merge M of PR 42
 * (it appended one entry and also edited README.md) and one later entry of PR 43, the PR's head
 * under refs/pull/42/head, a user clone, and the fake GitHub playing the repository and the
 * results app repository. The recovery PR routes (create a PR, label it, list its files) are
 * served here from the bare repository, and a push shows up in the request log as `GIT push`.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changelog, entry, FIXTURE_REPO, HISTORY, LINK } from '../changelog/helpers.js';
import { startFakeGitHub, type FakeGitHub, type FakeRepo } from '../fake-github/index.js';
import { createRecoveryGit } from '../../io/git-recover.js';
import { createRecoveryGitHub } from '../../io/github-recover.js';
import type { RecoveryContext } from '../../shared/ops/recover/context.js';
import { APP_PREPARE_STEP } from '../../shared/ops/recover/names.js';
import { deleteLooseRef, readRef, readRefs, writeRef } from './refs.js';
import { configureRepositories, git, gitBatch } from './world.js';

export const REPO = 'example-org/bench';
const APP = 'example-org/bench-app';
export const PR = 42;
export const TARGET = 900;
export const SOURCE = 555;
export const APP_RUN = 7001;
export const FILE = 'perf-changelog.yaml';
export const TARGET_URL = `https://github.com/${REPO}/actions/runs/${TARGET}`;
export const PR_ENTRY = entry({
  keys: ['config-b'],
  description: ['Recovery example entry'],
  link: LINK(PR),
});
const LATER_ENTRY = entry({ keys: ['config-a'], description: ['Later change'], link: LINK(43) });
export { LINK, HISTORY };

export interface RecoveryWorld {
  dir: string;
  bare: string;
  user: string;
  base: string;
  merge: string;
  prHead: string;
  gh: FakeGitHub;
  fake: FakeRepo;
  app: FakeRepo;
  lines: string[];
  ctx(send?: boolean): RecoveryContext;
  /** Fresh fake state and no recovery branch, for the next case on the same repositories. */
  reset(): void;
  /** The request log (pushes included) as `METHOD path`, after syncing with the bare repository. */
  log(): string[];
  /** HTTP requests that change something. */
  writes(): string[];
  tip(branch: string): string | null;
  close(): Promise<void>;
}

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
}

/** Commits everything in `dir`, then runs `after`; returns the new commit (one shell, see gitBatch). */
function commitAll(dir: string, message: string, after: string[][] = []): string {
  return gitBatch(dir, [['add', '-A'], ['commit', '-qm', message], ['rev-parse', 'HEAD'], ...after])[2]!;
}

export interface RecoveryScenario {
  /** The merge's changelog (default: history + PR_ENTRY). */
  mergeChangelog?: string;
}

export async function createRecoveryWorld(scenario: RecoveryScenario = {}): Promise<RecoveryWorld> {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-recover-'));
  const bare = join(dir, 'origin.git');
  const seed = join(dir, 'seed');
  const user = join(dir, 'user');
  mkdirSync(seed);
  cpSync(join(FIXTURE_REPO, 'configs'), join(seed, 'configs'), { recursive: true });
  writeFiles(seed, { [FILE]: HISTORY, 'README.md': 'readme\n' });
  const base = gitBatch(seed, [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['commit', '-qm', 'base'],
    ['rev-parse', 'HEAD'],
    ['checkout', '-q', '-b', 'feat/r'],
  ])[3]!;
  writeFiles(seed, {
    [FILE]: changelog(
      HISTORY,
      entry({ keys: ['config-b'], description: ['Recovery example entry'], link: 'XXX' }),
    ),
  });
  const prHead = commitAll(seed, 'pr', [['checkout', '-q', 'main']]);
  const merged = scenario.mergeChangelog ?? changelog(HISTORY, PR_ENTRY);
  writeFiles(seed, { [FILE]: merged, 'README.md': 'readme, merged\n' });
  const merge = commitAll(seed, 'PR 42 (#42)');
  writeFiles(seed, { [FILE]: changelog(merged, LATER_ENTRY) });
  // origin.git is the seed's bare clone (main and feat/r; one local clone instead of a push),
  // without the remote a clone remembers.
  commitAll(seed, 'PR 43 (#43)', [
    ['-C', dir, 'clone', '-q', '--bare', seed, bare],
    ['-C', bare, 'config', '--remove-section', 'remote.origin'],
    ['-C', bare, 'update-ref', `refs/pull/${PR}/head`, prHead],
    ['-C', dir, 'clone', '-q', bare, user],
  ]);
  configureRepositories(bare, user);

  const gh = await startFakeGitHub();
  const lines: string[] = [];
  const tips = new Map<string, string>();
  const world: RecoveryWorld = {
    dir,
    bare,
    user,
    base,
    merge,
    prHead,
    gh,
    fake: undefined as unknown as FakeRepo,
    app: undefined as unknown as FakeRepo,
    lines,
    ctx: (send = false) => ({
      github: createRecoveryGitHub({ token: 't', baseUrl: gh.url, retries: 0 }),
      git: createRecoveryGit(user),
      repo: { owner: 'example-org', repo: 'bench' },
      repoName: REPO,
      app: { owner: 'example-org', repo: 'bench-app' },
      appName: APP,
      remote: 'origin',
      file: FILE,
      pid: 4242,
      send,
      onLine: (line) => lines.push(line),
    }),
    reset() {
      const stale = [...readRefs(bare, 'refs/heads/recovery').keys(), ...readRefs(bare, 'refs/pull').keys()];
      for (const ref of stale)
        if (ref !== `refs/pull/${PR}/head` && !deleteLooseRef(bare, ref)) git(bare, 'update-ref', '-d', ref);
      tips.clear();
      lines.length = 0;
      gh.requests.length = 0;
      gh.state.repos = {};
      world.fake = gh.state.repo(REPO);
      world.app = gh.state.repo(APP);
      seedState(world);
    },
    log() {
      sync();
      return gh.requests.map(
        (r) => `${r.method} ${r.path.replace(`/repos/${APP}`, 'app:').replace(`/repos/${REPO}`, '')}`,
      );
    },
    writes: () => world.log().filter((l) => !l.startsWith('GET ')),
    tip: (branch) => readRef(bare, `refs/heads/${branch}`),
    close: async () => {
      await gh.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };

  /** GitHub follows the recovery branches: a new tip moves its PR's head, commits and pull ref. */
  function sync(): void {
    for (const [ref, sha] of readRefs(bare, 'refs/heads/recovery')) {
      const branch = ref.slice('refs/heads/'.length);
      if (tips.get(branch) === sha) continue;
      tips.set(branch, sha);
      const at = gh.requests.length > 0 && !synced ? gh.requests.length - 1 : gh.requests.length;
      gh.requests.splice(at, 0, {
        method: 'GIT',
        path: `push refs/heads/${branch}`,
        query: {},
        url: '',
        body: sha,
        headers: {},
      });
      const pull = Object.values(world.fake.pulls).find((p) => p.head?.ref === branch);
      if (pull) follow(pull.number, sha);
      world.fake.commits[sha] = { parents: parentsOf(sha).map((s) => ({ sha: s })) };
    }
  }
  let synced = false;
  // A commit's parents never change, and neither do the commits between two fixed commits:
  // cached across cases, so only a new commit costs a git process.
  const parents = new Map<string, string[]>();
  const parentsOf = (sha: string) => {
    let known = parents.get(sha);
    if (!known) {
      known = git(bare, 'rev-list', '--parents', '-n', '1', sha).split(' ').slice(1);
      parents.set(sha, known);
    }
    return known;
  };
  const ranges = new Map<string, string[]>();
  // What a PR changes since its merge base with main: fixed by the two commits, so cached too.
  const changed = new Map<string, string[]>();
  const filesOf = (sha: string) => {
    const main = readRef(bare, 'refs/heads/main') ?? git(bare, 'rev-parse', 'main');
    let names = changed.get(`${main}...${sha}`);
    if (!names) {
      names = git(bare, 'diff', '--name-only', `${main}...${sha}`).split('\n').filter(Boolean);
      changed.set(`${main}...${sha}`, names);
    }
    return names;
  };
  function follow(n: number, sha: string): void {
    world.fake.pulls[n]!.head!.sha = sha;
    const main = readRef(bare, 'refs/heads/main') ?? git(bare, 'rev-parse', 'main');
    let commits = ranges.get(`${main}..${sha}`);
    if (!commits) {
      // With their parents: the same process answers parentsOf for every commit of the range.
      const listed = git(bare, 'rev-list', '--reverse', '--parents', `${main}..${sha}`)
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' '));
      for (const [commit, ...of] of listed) parents.set(commit!, of);
      commits = listed.map(([commit]) => commit!);
      ranges.set(`${main}..${sha}`, commits);
    }
    world.fake.pullCommits[n] = [...commits];
    writeRef(bare, `refs/pull/${n}/head`, sha);
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  gh.addHandler((req: IncomingMessage, res: ServerResponse, raw: Buffer) => {
    synced = false;
    sync();
    synced = true;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
    if (req.method === 'POST' && path === `/repos/${REPO}/pulls`) {
      const number = 100 + Object.keys(world.fake.pulls).length;
      const head = String(body.head);
      const sha = world.tip(head);
      if (!sha) {
        json(res, 422, { message: `Validation Failed: head ${head} does not exist` });
        return true;
      }
      world.fake.pulls[number] = {
        number,
        state: 'open',
        draft: false,
        labels: [],
        title: body.title,
        body: body.body,
        head: { ref: head, sha, repo: { full_name: REPO } },
        base: { ref: 'main' },
      };
      follow(number, sha);
      json(res, 201, { number, html_url: `https://github.com/${REPO}/pull/${number}` });
      return true;
    }
    const labels = new RegExp(`^/repos/${REPO}/issues/(\\d+)/labels$`).exec(path);
    if (req.method === 'POST' && labels) {
      const pull = world.fake.pulls[Number(labels[1])];
      if (!pull) return false;
      pull.labels = [...(pull.labels ?? []), ...(body.labels as string[]).map((name) => ({ name }))];
      json(res, 200, pull.labels);
      return true;
    }
    const files = new RegExp(`^/repos/${REPO}/pulls/(\\d+)/files$`).exec(path);
    if (req.method === 'GET' && files) {
      const pull = world.fake.pulls[Number(files[1])];
      if (!pull) return false;
      const names = filesOf(String(pull.head!.sha));
      json(
        res,
        200,
        names.map((filename) => ({ filename })),
      );
      return true;
    }
    return false;
  });
  world.reset();
  return world;
}

function seedState(w: RecoveryWorld): void {
  const { fake, app } = w;
  fake.pulls[PR] = {
    number: PR,
    state: 'closed',
    merged_at: '2026-01-01T12:00:00Z',
    merge_commit_sha: w.merge,
    html_url: `https://github.com/${REPO}/pull/${PR}`,
    labels: [{ name: 'full-sweep-fail-fast' }],
    head: { ref: 'feat/r', sha: w.prHead, repo: { full_name: REPO } },
  };
  fake.pullCommits[PR] = [w.prHead];
  fake.commitPulls[w.merge] = [PR];
  fake.commits[w.merge] = { parents: [{ sha: w.base }] };
  fake.runs = [
    {
      id: TARGET,
      event: 'push',
      status: 'completed',
      conclusion: 'failure',
      path: '.github/workflows/run-sweep.yml',
      head_branch: 'main',
      head_sha: w.merge,
      run_attempt: 1,
      created_at: '2026-01-02T00:00:00Z',
      html_url: TARGET_URL,
    },
    {
      id: SOURCE,
      event: 'pull_request',
      status: 'completed',
      conclusion: 'success',
      path: '.github/workflows/run-sweep.yml',
      head_branch: 'feat/r',
      head_sha: w.prHead,
      run_attempt: 1,
      created_at: '2026-01-01T00:00:00Z',
      html_url: `https://github.com/${REPO}/actions/runs/${SOURCE}`,
    },
  ];
  fake.jobs[TARGET] = [
    { id: 11, name: 'setup', status: 'completed', conclusion: 'success' },
    { id: 12, name: 'trigger-ingest', status: 'completed', conclusion: 'failure' },
  ];
  fake.artifacts[SOURCE] = [
    { id: 1, name: 'results_bmk', expired: false, size_in_bytes: 2048, created_at: '2026-01-01T00:30:00Z' },
  ];
  fake.artifacts[TARGET] = [{ id: 2, name: 'changelog-metadata', expired: false, size_in_bytes: 300 }];
  fake.attempts[SOURCE] = [{ run_attempt: 1, run_started_at: '2026-01-01T00:00:00Z' }];
  app.runs = [
    {
      id: APP_RUN,
      event: 'repository_dispatch',
      status: 'completed',
      conclusion: 'failure',
      path: '.github/workflows/ingest.yml',
      run_attempt: 1,
      created_at: '2026-01-02T00:10:00Z',
      html_url: `https://github.com/${APP}/actions/runs/${APP_RUN}`,
    },
  ];
  app.jobs[APP_RUN] = [
    {
      id: 71,
      name: 'ingest',
      status: 'completed',
      conclusion: 'failure',
      steps: [{ name: 'Set up job' }, { name: APP_PREPARE_STEP }],
    },
  ];
  app.logs[71] = `Source run:  ${SOURCE}\nMerge run:  ${TARGET}\n`;
}
