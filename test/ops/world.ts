/**
 * The merge-with-reuse test world: a bare `origin` with refs/pull/<n>/head, a user clone, and the
 * fake GitHub server playing GitHub: on every request it follows the bare repository's PR branch
 * (PR head, refs/pull/<n>/head, commit list), records a push as a `GIT push` entry in the request
 * log at the point it happened, and gives every new head the checks the scenario asks for.
 */
import { afterAll } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { changelog, entry, FIXTURE_REPO, HISTORY, LINK } from '../changelog/helpers.js';
import {
  startFakeGitHub,
  type FakeGitHub,
  type FakeRepo,
  type RecordedRequest,
} from '../fake-github/index.js';
import { createOpsGit } from '../../io/git-ops.js';
import { readRefs, writeRef } from './refs.js';
import { createOpsGitHub } from '../../io/github-ops.js';
import { mergeWithReuse, type MergeOptions } from '../../shared/ops/merge/sequence.js';
import type { OpsGit } from '../../shared/ops/ports.js';

export const REPO = 'example-org/bench';
export const PR = 7;
const HEAD_REF = 'feat/x';
export const SOURCE_RUN = 555;
const FILE = 'perf-changelog.yaml';
export { LINK };
export const HISTORY_TEXT = HISTORY;

const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
  GIT_CONFIG_NOSYSTEM: '1',
  // See NO_HOUSEKEEPING.
  GIT_CONFIG_COUNT: '2',
  GIT_CONFIG_KEY_0: 'maintenance.auto',
  GIT_CONFIG_VALUE_0: 'false',
  GIT_CONFIG_KEY_1: 'receive.autogc',
  GIT_CONFIG_VALUE_1: 'false',
};

export function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', args, { cwd, env: gitEnv, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
const END = '\u0000';

/**
 * Several git commands in one shell: spawning from a jest worker forks a process of a few
 * hundred MB (~30-50 ms each on this machine), a shell forks git for a fraction of that. Each
 * command's trimmed stdout, in order; the first failing command throws as `git` does, except
 * the ones marked `mayFail` (their output is then empty).
 */
export function gitBatch(cwd: string, commands: (string[] | { mayFail: string[] })[]): string[] {
  const script = commands
    .map((c) => {
      const args = Array.isArray(c) ? c : c.mayFail;
      const line = `git ${args.map(quote).join(' ')}`;
      return Array.isArray(c)
        ? `${line} || { echo "git ${args.join(' ').replace(/["$`\\]/g, '')}: failed" >&2; exit 1; }; printf '\\0'`
        : `${line} || true; printf '\\0'`;
    })
    .join('\n');
  const r = spawnSync('sh', ['-c', script], { cwd, env: gitEnv, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout
    .split(END)
    .slice(0, commands.length)
    .map((out) => out.trim());
}

export const PR_ENTRY = entry({ keys: ['config-b'], description: ['PR change'], link: 'XXX' });
const MAIN_ENTRY = entry({ keys: ['config-a'], description: ['Main change'], link: LINK(3) });

export interface Scenario {
  /** Main gets its own appended entry after the PR branched (a changelog conflict). */
  mainAdvances?: boolean;
  /** Extra files the PR commit changes, and main's version of them (a non-changelog conflict). */
  prFiles?: Record<string, string>;
  mainFiles?: Record<string, string>;
  /** The PR's changelog (default: history + PR_ENTRY with XXX). */
  prChangelog?: string;
  /** The changelog the PR branched from (default: the history) and main's own later version. */
  baseChangelog?: string;
  mainChangelog?: string;
  labels?: string[];
}

/** The checks GitHub gives a new head commit; called once per new head. */
type CiScript = (sha: string, repo: FakeRepo) => void;

const greenCi: CiScript = (sha, repo) => {
  repo.checkRuns[sha] = [
    {
      name: 'check-changelog',
      status: 'completed',
      conclusion: 'success',
      started_at: '2026-01-01T00:00:01Z',
      details_url: 'https://ci/cc',
    },
    {
      name: 'reuse-sweep-gate',
      status: 'completed',
      conclusion: 'success',
      started_at: '2026-01-01T00:00:02Z',
      details_url: 'https://ci/gate',
    },
    { name: 'setup', status: 'completed', conclusion: 'skipped', started_at: '2026-01-01T00:00:03Z' },
  ];
  repo.statuses[sha] = [{ context: 'ci/lint', state: 'success', updated_at: '2026-01-01T00:00:04Z' }];
  repo.runs.unshift({
    id: 9000 + repo.runs.length,
    event: 'pull_request',
    status: 'completed',
    conclusion: 'success',
    path: '.github/workflows/run-sweep.yml',
    head_sha: sha,
    head_branch: HEAD_REF,
  });
};

export interface World {
  dir: string;
  bare: string;
  user: string;
  gh: FakeGitHub;
  fake: FakeRepo;
  ci: CiScript;
  /** Runs on every request after the sync (scenario hooks: move the head, change checks). */
  onRequest: ((request: RecordedRequest) => void) | null;
  prHead(): string;
  /** A commit on the PR branch pushed by someone else (the bare repository only). */
  moveHead(): string;
  /**
   * The clone's snapshot as the world was built, taken once on its template: a case whose setup
   * leaves the clone alone compares with it instead of taking its own "before". A copy that
   * differed from its template would fail that comparison, never pass it.
   */
  pristine: Record<string, string>;
  options(overrides?: Partial<MergeOptions>): MergeOptions;
  run(overrides?: Partial<MergeOptions>, gitOverride?: OpsGit): ReturnType<typeof mergeWithReuse>;
  lines: string[];
  /** The request log with pushes, as `METHOD path`. */
  log(): string[];
  /**
   * The next case on the same repositories: fresh GitHub state for `scenario`'s labels, the PR
   * branch back on the PR commit, green CI, no hook. A case that changed the clone (a merge in
   * progress, a dirty file) needs its own world; injected faults stay, so a shared world's faults
   * must match only while their own case runs.
   */
  reset(labels?: string[]): void;
  close(): Promise<void>;
}

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
}

/**
 * git's automatic housekeeping is a process of its own after every commit, merge and fetch
 * (`git maintenance run --auto`) and every received push (`git gc --auto`), and it never finds
 * work in these small repositories: the test repositories and the tests' own git opt out.
 */
const NO_HOUSEKEEPING = '[maintenance]\n\tauto = false\n[receive]\n\tautogc = false\n';

/**
 * The configuration `git config` would write into the test repositories: the user's identity in
 * the clone, no automatic housekeeping in either.
 */
export function configureRepositories(bare: string, user: string): void {
  appendFileSync(join(bare, 'config'), NO_HOUSEKEEPING);
  appendFileSync(
    join(user, '.git', 'config'),
    `[user]\n\tname = Maintainer\n\temail = m@example.org\n${NO_HOUSEKEEPING}`,
  );
}

/**
 * Builds origin.git and the user's clone in `dir` for `scenario`; returns the PR head. The
 * history is committed in a seed repository and origin.git is its bare clone: one local clone
 * instead of a push per branch (each push is a pack exchange of several processes).
 */
function buildRepositories(dir: string, scenario: Scenario): string {
  const bare = join(dir, 'origin.git');
  const seed = join(dir, 'seed');
  const user = join(dir, 'user');
  const mainMoves =
    scenario.mainAdvances === true ||
    scenario.mainFiles !== undefined ||
    scenario.mainChangelog !== undefined;
  mkdirSync(seed);
  cpSync(join(FIXTURE_REPO, 'configs'), join(seed, 'configs'), { recursive: true });
  writeFiles(seed, {
    [FILE]: scenario.baseChangelog ?? HISTORY,
    'README.md': 'readme\n',
    ...Object.fromEntries(Object.keys(scenario.mainFiles ?? {}).map((p) => [p, 'base\n'])),
  });
  gitBatch(seed, [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['commit', '-qm', 'base'],
    ['checkout', '-q', '-b', HEAD_REF],
  ]);
  writeFiles(seed, {
    [FILE]: scenario.prChangelog ?? changelog(HISTORY, PR_ENTRY),
    ...(scenario.prFiles ?? {}),
  });
  const [, , prSha] = gitBatch(seed, [
    ['add', '-A'],
    ['commit', '-qm', 'pr'],
    ['rev-parse', 'HEAD'],
    // origin's HEAD is main, as `git init --bare -b main` makes it.
    mainMoves ? ['checkout', '-q', 'main'] : ['symbolic-ref', 'HEAD', 'refs/heads/main'],
  ]) as [string, string, string, string];
  if (mainMoves) {
    writeFiles(seed, {
      ...(scenario.mainAdvances ? { [FILE]: changelog(HISTORY, MAIN_ENTRY) } : {}),
      ...(scenario.mainChangelog !== undefined ? { [FILE]: scenario.mainChangelog } : {}),
      ...(scenario.mainFiles ?? {}),
    });
  }
  gitBatch(dir, [
    ...(mainMoves
      ? [
          ['-C', seed, 'add', '-A'],
          ['-C', seed, 'commit', '-qm', 'main moves'],
        ]
      : []),
    ['clone', '-q', '--bare', seed, bare],
    // A bare clone remembers where it came from; origin.git has no remote, as if pushed to.
    ['-C', bare, 'config', '--remove-section', 'remote.origin'],
    ['-C', bare, 'update-ref', `refs/pull/${PR}/head`, prSha],
    ['clone', '-q', bare, user],
  ]);
  configureRepositories(bare, user);
  rmSync(seed, { recursive: true, force: true });
  return prSha;
}

/**
 * The repositories of each scenario, built once per test file and copied for each world: a
 * world costs a directory copy instead of ~15 git processes (the suite's time goes into git
 * processes). A copy is the same repositories: the clone's one absolute path (its origin URL)
 * is rewritten; the copied index's stat data (new inodes) is refreshed by the first `git status`,
 * which compares those files by content.
 */
const templates = new Map<string, { dir: string; prSha: string; pristine: Record<string, string> }>();
let templateRoot: string | undefined;
// The templates go with the test file that built them (a jest worker outlives its files, so an
// exit handler would leave them behind until the whole run ends, or for good if it is killed).
afterAll(() => {
  if (templateRoot) rmSync(templateRoot, { recursive: true, force: true });
  templateRoot = undefined;
  templates.clear();
});

function repositoriesFor(scenario: Scenario): {
  dir: string;
  prSha: string;
  pristine: Record<string, string>;
} {
  const { labels: _labels, ...repositories } = scenario;
  const key = JSON.stringify(repositories);
  let template = templates.get(key);
  if (!template) {
    if (!templateRoot) {
      const root = mkdtempSync(join(tmpdir(), 'sweepkit-merge-templates-'));
      templateRoot = root;
    }
    const dir = join(templateRoot, String(templates.size));
    mkdirSync(dir);
    const prSha = buildRepositories(dir, scenario);
    template = { dir, prSha, pristine: snapshot(join(dir, 'user')) };
    templates.set(key, template);
  }
  return template;
}

export async function createWorld(scenario: Scenario = {}): Promise<World> {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-merge-'));
  const bare = join(dir, 'origin.git');
  const user = join(dir, 'user');
  const template = repositoriesFor(scenario);
  cpSync(template.dir, dir, { recursive: true, preserveTimestamps: true });
  const config = join(user, '.git', 'config');
  writeFileSync(config, readFileSync(config, 'utf8').split(template.dir).join(dir));
  const prSha = template.prSha;

  const gh = await startFakeGitHub();
  let seen = prSha;
  const lines: string[] = [];
  const world: World = {
    dir,
    bare,
    user,
    gh,
    fake: gh.state.repo(REPO),
    pristine: template.pristine,
    ci: greenCi,
    onRequest: null,
    lines,
    prHead: () =>
      looseRef(bare, `refs/heads/${HEAD_REF}`) ?? git(bare, 'rev-parse', `refs/heads/${HEAD_REF}`),
    moveHead() {
      // One git process: commit-tree takes the tip's tree by name, and the ref is a file.
      const tip = world.prHead();
      const moved = git(bare, 'commit-tree', `${tip}^{tree}`, '-p', tip, '-m', 'someone else');
      writeRef(bare, `refs/heads/${HEAD_REF}`, moved);
      return moved;
    },
    options: (overrides = {}) => ({
      repo: { owner: 'example-org', repo: 'bench' },
      repoName: REPO,
      pr: PR,
      remote: 'origin',
      changelogFile: FILE,
      dryRun: false,
      sourceRun: null,
      acceptPartial: false,
      requiredOnly: false,
      checkTimeoutMs: 2000,
      pollMs: 5,
      headSyncMs: 200,
      pid: 4242,
      ...overrides,
    }),
    run(overrides = {}, gitOverride) {
      const cwd = process.cwd();
      return mergeWithReuse(
        {
          git: gitOverride ?? createOpsGit(user),
          github: createOpsGitHub({ token: 't', baseUrl: gh.url, retries: 0 }),
          clock: { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) },
          onLine: (line) => lines.push(line),
          onWait: () => undefined,
        },
        world.options(overrides),
      ).finally(() => process.chdir(cwd));
    },
    log: () => gh.requests.map((r) => `${r.method} ${r.path.replace(`/repos/${REPO}`, '')}`),
    reset(labels = scenario.labels) {
      writeRef(bare, `refs/heads/${HEAD_REF}`, prSha);
      writeRef(bare, `refs/pull/${PR}/head`, prSha);
      seen = prSha;
      gh.requests.length = 0;
      gh.state.repos = {};
      world.fake = gh.state.repo(REPO);
      seedGitHub(world.fake, prSha, labels);
      world.ci = greenCi;
      world.onRequest = null;
      lines.length = 0;
    },
    close: async () => {
      await gh.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };

  // GitHub follows the branch: a new tip moves the PR head, refs/pull/N/head and the commit list.
  gh.addHandler((req) => {
    const recorded = gh.requests.at(-1)!;
    const tip = world.prHead();
    if (tip !== seen) {
      seen = tip;
      gh.requests.splice(gh.requests.length - 1, 0, {
        method: 'GIT',
        path: `push refs/heads/${HEAD_REF}`,
        query: {},
        url: '',
        body: tip,
        headers: {},
      });
      world.fake.pulls[PR]!.head!.sha = tip;
      world.fake.pullCommits[PR]!.push(tip);
      writeRef(bare, `refs/pull/${PR}/head`, tip);
      world.ci(tip, world.fake);
    }
    void req;
    world.onRequest?.(recorded);
    return false;
  });
  world.reset();
  return world;
}

/** GitHub's side of a fresh world: the open PR at `prSha` and its successful source run. */
function seedGitHub(fake: FakeRepo, prSha: string, labels = ['full-sweep-fail-fast']): void {
  fake.pulls[PR] = {
    number: PR,
    state: 'open',
    draft: false,
    labels: labels.map((name) => ({ name })),
    head: { ref: HEAD_REF, sha: prSha, repo: { full_name: REPO } },
    base: { ref: 'main' },
  };
  fake.pullCommits[PR] = [prSha];
  fake.runs = [
    {
      id: SOURCE_RUN,
      event: 'pull_request',
      status: 'completed',
      conclusion: 'success',
      path: '.github/workflows/run-sweep.yml',
      head_sha: prSha,
      head_branch: HEAD_REF,
      run_attempt: 1,
      html_url: `https://github.com/${REPO}/actions/runs/${SOURCE_RUN}`,
    },
  ];
  fake.artifacts[SOURCE_RUN] = [{ name: 'results_bmk', expired: false }, { name: 'changelog-metadata' }];
}
/**
 * A ref's commit read from its loose file, or undefined (packed or absent: ask git). The fake
 * server reads the PR head on every request; a file read spares a git spawn each time.
 */
function looseRef(gitDir: string, ref: string): string | undefined {
  try {
    const sha = readFileSync(join(gitDir, ref), 'utf8').trim();
    return /^[0-9a-f]{40}$/.test(sha) ? sha : undefined;
  } catch {
    return undefined;
  }
}

/** A file's text, or '' when it does not exist. */
function textOf(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/**
 * Everything a refusal must leave as it was in the user's clone. What git keeps in plain files
 * is read as files (HEAD, the refs loose and packed, the linked worktrees' administrative files,
 * the stash's reflog): one shell with two git processes instead of seven (a snapshot is taken
 * twice per case). git answers only what needs it: the status and the index entries.
 */
export function snapshot(dir: string): Record<string, string> {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === '.git') continue;
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else
        files.push(`${relative(dir, path)} ${createHash('sha1').update(readFileSync(path)).digest('hex')}`);
    }
  };
  walk(dir);
  const [status, index] = gitBatch(dir, [
    ['status', '--porcelain', '--untracked-files=all'],
    ['ls-files', '-s'],
  ]) as [string, string];
  const gitDir = join(dir, '.git');
  // HEAD names the branch (`ref: refs/heads/main`) or, detached, the commit.
  const headFile = readFileSync(join(gitDir, 'HEAD'), 'utf8').trim();
  const branch = /^ref: (\S+)$/.exec(headFile)?.[1];
  const refs = readRefs(gitDir, 'refs', 'refs/remotes');
  const head = branch === undefined ? headFile : refs.get(branch);
  if (!head) throw new Error(`HEAD of ${dir} (${headFile}) names no commit`);
  // What `git worktree list` reports of a linked worktree: where it is (and whether it is still
  // there), its HEAD, and whether it is locked.
  const admin = join(gitDir, 'worktrees');
  const worktrees = existsSync(admin)
    ? readdirSync(admin)
        .sort()
        .map((name) => {
          const at = textOf(join(admin, name, 'gitdir')).trim();
          const state = [
            at,
            existsSync(at) ? 'present' : 'prunable',
            textOf(join(admin, name, 'HEAD')).trim(),
          ];
          if (existsSync(join(admin, name, 'locked')))
            state.push(`locked ${textOf(join(admin, name, 'locked'))}`);
          return `${name} ${state.join(' ')}`;
        })
    : [];
  return {
    branch: branch ?? '',
    head,
    status,
    index,
    refs: [...refs].map(([ref, sha]) => `${ref} ${sha}`).join('\n'),
    worktrees: worktrees.join('\n'),
    // `git stash list` is this reflog.
    stash: textOf(join(gitDir, 'logs', 'refs', 'stash')),
    files: files.sort().join('\n'),
  };
}
