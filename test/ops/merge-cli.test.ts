/** The CLI contract of merge-with-reuse (the bundle, spawned): usage, token, dry run, a merge, a refusal. */
import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { cliPath } from '../helpers/paths.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { createWorld, git, PR, REPO, snapshot, type Scenario, type World } from './world.js';
import { join } from 'node:path';
import { refsOf } from './refs.js';

jest.setTimeout(120_000);

let world: World | undefined;
/** Worlds shared by the cases of one scenario (each case resets it), by scenario. */
const shared = new Map<string, World>();
async function sharedWorld(scenario: Scenario = {}): Promise<World> {
  const key = JSON.stringify(scenario);
  let w = shared.get(key);
  if (!w) {
    w = await createWorld(scenario);
    shared.set(key, w);
  }
  w.reset();
  return w;
}
afterEach(async () => {
  if (world && ![...shared.values()].includes(world)) await world.close();
  world = undefined;
});
afterAll(async () => {
  for (const w of shared.values()) await w.close();
});

function run(w: World, args: string[], env: Record<string, string | undefined> = {}) {
  return runCliAsync(['merge-with-reuse', ...args], {
    cwd: w.user,
    isolatedEnv: true,
    env: { GITHUB_API_URL: w.gh.url, GH_TOKEN: 't', GIT_CONFIG_NOSYSTEM: '1', ...env },
  });
}

describe('sweepkit merge-with-reuse (CLI)', () => {
  it.each([['abc'], ['0'], []])('usage error for %p: exit 2, no request', async (...args) => {
    world = await sharedWorld();
    const result = await run(world, [...args, '--repo', REPO]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: sweepkit merge-with-reuse <pr-number> [options]');
    expect(result.stdout).toBe('');
    expect(world.gh.requests).toEqual([]);
  });

  it('without a token: exit 4, no request', async () => {
    world = await sharedWorld();
    const result = await run(world, [String(PR), '--repo', REPO], { GH_TOKEN: undefined });
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('✗ GH_TOKEN or GITHUB_TOKEN is required');
    expect(world.gh.requests).toEqual([]);
  });

  it('--dry-run prints the plan, exit 0, no write, checkout unchanged', async () => {
    world = await sharedWorld({ mainAdvances: true });
    const before = world.pristine;
    const result = await run(world, [String(PR), '--repo', REPO, '--dry-run']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^PR #7 \(feat\/x @ [0-9a-f]{8}\) — dry run, nothing changed$/);
    expect(lines.slice(3, 5)).toEqual([
      '→ would comment: /reuse-sweep-run 555',
      '→ merge origin/main: conflict in perf-changelog.yaml → resolver: Prepared perf-changelog.yaml for PR #7',
    ]);
    expect(lines.at(-2)).toMatch(
      /^→ would wait for check-changelog and all checks on [0-9a-f]{8} \(timeout 900s\)$/,
    );
    expect(world.gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(snapshot(world.user)).toEqual(before);
  });

  it('--accept-partial without --run-id: usage error naming --run-id, no request', async () => {
    world = await sharedWorld();
    const result = await run(world, [String(PR), '--repo', REPO, '--accept-partial']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--accept-partial needs --run-id');
    expect(world.gh.requests).toEqual([]);
  });

  it('a failed pinned run: refused naming --accept-partial; with it, the dry run says the publication is partial', async () => {
    world = await sharedWorld();
    world.fake.runs[0]!.conclusion = 'failure';
    const pinnedDryRun = [String(PR), '--repo', REPO, '--run-id', '555', '--dry-run'];
    const refused = await run(world, pinnedDryRun);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      '✗ Reusable source run 555 concluded failure: the push to main would publish only the results it produced. Rerun with --accept-partial to merge with this partial publication, or pin a successful run.\n',
    );
    const accepted = await run(world, [...pinnedDryRun, '--accept-partial']);
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toContain(
      '! source run 555 concluded failure (--accept-partial): the push to main will publish only the results it produced, a partial publication\n',
    );
    expect(world.gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('merges, with --json', async () => {
    world = await sharedWorld({ mainAdvances: true });
    const result = await run(world, [String(PR), '--repo', REPO, '--json', '--poll-interval', '0.05']);
    expect(result.code).toBe(0);
    const document = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(document).toMatchObject({
      ok: true,
      dry_run: false,
      pr: PR,
      source_run_id: 555,
      sync_commit: 'merge',
    });
    expect(document.pushed_sha).toBe(git(world.bare, 'rev-parse', 'refs/heads/feat/x'));
    expect(world.fake.merges).toHaveLength(1);
  });

  it('a refusal: exit 1, ✗ message on stderr, nothing on stdout but the lines before it', async () => {
    world = await sharedWorld();
    world.fake.pulls[PR]!.head!.repo = { full_name: 'someone/bench' };
    const result = await run(world, [String(PR), '--repo', REPO]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`✗ PR #${PR} is from a fork; the merge helper cannot update its branch\n`);
    expect(result.stdout).toBe('');
  });

  it('a timeout exits 5 and says what it left', async () => {
    world = await sharedWorld();
    world.ci = () => undefined;
    const result = await run(world, [
      String(PR),
      '--repo',
      REPO,
      '--check-timeout',
      '0.2',
      '--poll-interval',
      '0.05',
    ]);
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(
      /✗ Timed out after 0\.2s waiting for check-changelog on [0-9a-f]{40}\nLeft behind: the pinned comment/,
    );
    expect(world.fake.merges).toEqual([]);
  });

  it('Ctrl-C while waiting removes the private worktree and ref', async () => {
    world = await createWorld();
    const w = world;
    w.ci = () => undefined;
    const child = spawn(
      process.execPath,
      [cliPath, 'merge-with-reuse', String(PR), '--repo', REPO, '--poll-interval', '0.05'],
      {
        cwd: w.user,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          GITHUB_API_URL: w.gh.url,
          GH_TOKEN: 't',
          GIT_CONFIG_NOSYSTEM: '1',
        },
      },
    );
    let stderr = '';
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    await new Promise<void>((resolve) =>
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes('waiting for check-changelog')) resolve();
      }),
    );
    expect(git(w.user, 'worktree', 'list').split('\n')).toHaveLength(2);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toContain('✗ Interrupted; the private worktree was removed');
    expect(git(w.user, 'worktree', 'list').split('\n')).toHaveLength(1);
    expect(refsOf(join(w.user, '.git'), 'refs/sweepkit')).toEqual([]);
    expect(w.fake.merges).toEqual([]);
  });
});
