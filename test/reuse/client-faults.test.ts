/**
 * The fail-closed GitHub client, in process against the fake server: every list endpoint of the
 * port × every page fault on a later page (and the first) either throws a GitHubApiError naming
 * endpoint and page, or (a transient 500) succeeds after one bounded retry with the full list.
 * Also: the timeout really reaches the request, DELETEs are retried, writes are not, a Link loop
 * and an endless list stop at the cap, a `next` on another origin never receives the token.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  createGitHubClient,
  createOctokit,
  listAllPages,
  nextLink,
  type GitHubOptions,
} from '../../io/github.js';
import type { GitHubClient } from '../../shared/github/client.js';
import { GitHubApiError } from '../../shared/github/errors.js';
import { z } from 'zod';
import {
  FAULT_MESSAGE,
  PAGE_FAULTS,
  injectPageFault,
  onPage,
  startFakeGitHub,
  type FakeGitHub,
} from '../fake-github/index.js';
import { inBackground } from '../helpers/side-by-side.js';

const REPO = { owner: 'o', repo: 'r' };
const N = 250; // three pages of 100, like GitHub's 250 PR commits
// Short enough for the hang cases, long enough for a loaded 2-core machine to answer the others.
const TIMEOUT_MS = 1000;
const LIMITS: Omit<GitHubOptions, 'token' | 'baseUrl'> = {
  retryDelayMs: 1,
  retries: 1,
  timeoutMs: TIMEOUT_MS,
  maxPages: 6,
};

let gh: FakeGitHub;
let elsewhere: FakeGitHub;
let client: GitHubClient;

interface World {
  gh: FakeGitHub;
  elsewhere: FakeGitHub;
  client: GitHubClient;
}

/** The fake with every list three pages long, a second origin that must receive nothing, the client. */
async function startWorld(): Promise<World> {
  const [gh, elsewhere] = await Promise.all([startFakeGitHub(), startFakeGitHub()]);
  const client = createGitHubClient({ token: 't0ken', baseUrl: gh.url, ...LIMITS });
  const repo = gh.state.repo('o/r');
  const many = <T>(make: (i: number) => T) => Array.from({ length: N }, (_, i) => make(i));
  repo.pulls[7] = { number: 7, labels: [] };
  repo.comments[7] = many((i) => ({ id: i + 1, body: `c${i}`, author_association: 'OWNER' }));
  repo.pullCommits[7] = many((i) => `sha${i}`);
  repo.pullFiles[7] = many((i) => ({ filename: `f${i}`, status: 'modified' }));
  repo.runs = many((i) => ({ id: 1000 + i, path: '.github/workflows/run-sweep.yml', event: 'pull_request' }));
  repo.artifacts[1000] = many((i) => ({ name: `a${i}` }));
  repo.timeline[7] = many((i) => ({ event: 'labeled', label: { name: `l${i}` } }));
  repo.checkRuns.sha1 = many((i) => ({ name: `check${i}` }));
  repo.reactions[5] = many((i) => ({ id: i + 1, content: '+1', user: { login: `u${i}` } }));
  return { gh, elsewhere, client };
}

beforeEach(async () => {
  ({ gh, elsewhere, client } = await startWorld());
});
afterEach(() => Promise.all([gh.close(), elsewhere.close()]));

/** Every list of the port: its path on the fake and the call that reads it. */
const LISTS: [string, string, (c: GitHubClient) => Promise<unknown[]>][] = [
  ['comments', '/repos/o/r/issues/7/comments', (c) => c.listIssueComments(REPO, 7)],
  ['PR commits', '/repos/o/r/pulls/7/commits', (c) => c.listPullCommitShas(REPO, 7)],
  ['PR files', '/repos/o/r/pulls/7/files', (c) => c.listPullFiles(REPO, 7)],
  [
    'workflow runs',
    '/repos/o/r/actions/workflows/run-sweep.yml/runs',
    (c) => c.listWorkflowRuns(REPO, 'run-sweep.yml', { event: 'pull_request' }),
  ],
  ['artifacts', '/repos/o/r/actions/runs/1000/artifacts', (c) => c.listRunArtifacts(REPO, '1000')],
  ['timeline', '/repos/o/r/issues/7/timeline', (c) => c.listIssueTimeline(REPO, 7)],
  ['check runs', '/repos/o/r/commits/sha1/check-runs', (c) => c.listCheckRuns(REPO, 'sha1')],
  ['reactions', '/repos/o/r/issues/comments/5/reactions', (c) => c.listCommentReactions(REPO, 5)],
];

const MATRIX = LISTS.flatMap(([name, path, read]) =>
  PAGE_FAULTS.map((fault) => [name, fault, path, read] as const),
);

type Row = (typeof MATRIX)[number];

async function expectFaultHandled(
  [, fault, path, read]: Row,
  { gh, elsewhere, client }: { gh: FakeGitHub; elsewhere: FakeGitHub; client: GitHubClient },
): Promise<void> {
  injectPageFault(gh, path, 2, fault, elsewhere);
  const started = Date.now();
  const outcome = await read(client).then(
    (items) => ({ items }),
    (error: unknown) => ({ error }),
  );
  if (fault === '500 then ok') {
    expect(outcome).toEqual({ items: expect.any(Array) });
    expect((outcome as { items: unknown[] }).items).toHaveLength(N);
    expect(gh.requests.filter(onPage(path, 2))).toHaveLength(2);
    return;
  }
  expect('error' in outcome).toBe(true);
  const error = (outcome as { error: unknown }).error;
  expect(error).toBeInstanceOf(GitHubApiError);
  const message = (error as GitHubApiError).message;
  expect(message).toContain(`GET ${path} failed`);
  expect(message).toMatch(FAULT_MESSAGE[fault]);
  if (fault === 'endless Link') expect(message).toContain('more than 6 pages, the page cap');
  else expect((error as GitHubApiError).page).toBe(2);
  if (fault === 'hang') {
    // Two attempts of 1 s each, not the 300 s undici would wait.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2 + 4000);
    expect(gh.requests.filter(onPage(path, 2))).toHaveLength(2);
  }
  if (fault === 'Link loop') expect(gh.requests.filter(onPage(path, 2))).toHaveLength(1);
  if (fault === 'endless Link') expect(gh.calls('GET', path)).toHaveLength(6);
  expect(elsewhere.requests).toEqual([]);
}

describe('every list endpoint × every fault on a later page', () => {
  it.each(MATRIX.filter((row) => row[1] !== 'hang'))('%s, page 2: %s', async (...row) => {
    await expectFaultHandled(row, { gh, elsewhere, client });
  });
});

// A hang waits out the client's timeout twice (one retry): those rows start with the file, side by
// side, each on its own fake and client, and wait while the tests below run; their tests come last.
const hangs = MATRIX.filter((row) => row[1] === 'hang');
const hangOutcome = inBackground(hangs, async (row) => {
  const world = await startWorld();
  try {
    await expectFaultHandled(row, world);
  } finally {
    await Promise.all([world.gh.close(), world.elsewhere.close()]);
  }
});

describe('faults on the first page are errors too, never an empty list', () => {
  it.each(
    LISTS.flatMap(([name, path, read]) =>
      (['409', '204', 'empty body', 'null'] as const).map((f) => [name, f, path, read] as const),
    ),
  )('%s, page 1: %s', async (_name, fault, path, read) => {
    injectPageFault(gh, path, 1, fault);
    await expect(read(client)).rejects.toThrow(FAULT_MESSAGE[fault]);
  });

  it('(first page only) fails on 409 and on a non-list', async () => {
    gh.fault('GET /repos/o/r/commits/m1/pulls', { status: 409, times: 1 });
    await expect(client.listPullsForCommit(REPO, 'm1')).rejects.toThrow(
      /commits\/m1\/pulls failed: HTTP 409/,
    );
    gh.fault('GET /repos/o/r/commits/m1/pulls', { status: 200, body: 'null' });
    await expect(client.listPullsForCommit(REPO, 'm1')).rejects.toThrow(/got null/);
  });
});

// The timeout cases wait for real (a request that never answers): like the hang rows they start
// with the file, each on its own world, and wait while the other tests run. Every client they make
// names its timeout and retries, so the tests below that change those variables cannot reach them.
const TIMEOUT_CASES: [string, (w: World) => Promise<void>][] = [
  [
    'aborts a request that never answers (fails if the signal does not reach fetch)',
    async ({ gh }) => {
      gh.fault('GET /repos/o/r/pulls/7', { hang: true });
      const quick = createGitHubClient({ token: 't', baseUrl: gh.url, timeoutMs: 100, retries: 0 });
      const started = Date.now();
      await expect(quick.getPull(REPO, 7)).rejects.toThrow(
        'GitHub API GET /repos/o/r/pulls/7 failed: request failed (no answer within 100 ms (timed out))',
      );
      expect(Date.now() - started).toBeLessThan(2000);
    },
  ],
  [
    'retries a hung read once it timed out, and the retry answers',
    async ({ gh, client }) => {
      gh.fault('GET /repos/o/r/pulls/7', { hang: true, times: 1 });
      const started = Date.now();
      expect((await client.getPull(REPO, 7)).number).toBe(7);
      expect(gh.calls('GET', '/repos/o/r/pulls/7')).toHaveLength(2);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 4000);
    },
  ],
  [
    'bounds the total time of one request: timeout × (retries + 1)',
    async ({ gh }) => {
      gh.fault('GET /repos/o/r/pulls/7', { hang: true });
      const bounded = createGitHubClient({
        token: 't',
        baseUrl: gh.url,
        timeoutMs: 100,
        retries: 3,
        retryDelayMs: 1,
      });
      const started = Date.now();
      await expect(bounded.getPull(REPO, 7)).rejects.toThrow(/timed out/);
      expect(Date.now() - started).toBeLessThan(100 * 4 + 4000);
      expect(gh.calls('GET', '/repos/o/r/pulls/7')).toHaveLength(4);
    },
  ],
  [
    'covers raw octokit requests from createOctokit too',
    async ({ gh }) => {
      gh.fault('GET /user', { hang: true });
      const octokit = createOctokit({ token: 't', baseUrl: gh.url, timeoutMs: 100, retries: 0 });
      await expect(octokit.request('GET /user')).rejects.toThrow(/timed out/);
    },
  ],
];
const timeoutOutcome = inBackground(TIMEOUT_CASES, async ([, body]) => {
  const world = await startWorld();
  try {
    await body(world);
  } finally {
    await Promise.all([world.gh.close(), world.elsewhere.close()]);
  }
});

describe('the request timeout', () => {
  it.each(TIMEOUT_CASES.map(([name], index) => [name, index] as const))('%s', (_name, index) =>
    timeoutOutcome(index),
  );

  it('reads the limits from the environment when no option is given, and rejects bad values', async () => {
    gh.fault('GET /repos/o/r/pulls/7', { hang: true });
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { SWEEPKIT_GITHUB_TIMEOUT_MS: '100', SWEEPKIT_GITHUB_RETRIES: '0' });
      await expect(createGitHubClient({ token: 't', baseUrl: gh.url }).getPull(REPO, 7)).rejects.toThrow(
        /no answer within 100 ms/,
      );
      process.env.SWEEPKIT_GITHUB_MAX_PAGES = 'many';
      expect(() => createGitHubClient({ token: 't', baseUrl: gh.url })).toThrow(
        "SWEEPKIT_GITHUB_MAX_PAGES must be a whole number of at least 1, got 'many'",
      );
      process.env.SWEEPKIT_GITHUB_RETRY_DELAY_MS = '0.5';
      expect(() => createGitHubClient({ token: 't', baseUrl: gh.url, maxPages: 1 })).toThrow(
        "SWEEPKIT_GITHUB_RETRY_DELAY_MS must be a whole number of at least 0, got '0.5'",
      );
    } finally {
      for (const key of [
        'SWEEPKIT_GITHUB_TIMEOUT_MS',
        'SWEEPKIT_GITHUB_RETRIES',
        'SWEEPKIT_GITHUB_MAX_PAGES',
        'SWEEPKIT_GITHUB_RETRY_DELAY_MS',
      ])
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
    }
  });
});

describe('the backoff between retries (an injected clock records the waits, nothing sleeps)', () => {
  const KNOB = 'SWEEPKIT_GITHUB_RETRY_DELAY_MS';

  /**
   * A client on the default limits with the knob set to `knob` (undefined: unset, so the test
   * environment's 1 ms does not apply), and the waits it asked its clock for.
   */
  function withDefaults(
    knob: string | undefined,
    run: (waits: number[], client: GitHubClient) => Promise<void>,
  ) {
    return async () => {
      const saved = process.env[KNOB];
      const waits: number[] = [];
      try {
        if (knob === undefined) delete process.env[KNOB];
        else process.env[KNOB] = knob;
        const sleep = async (ms: number) => void waits.push(ms);
        await run(waits, createGitHubClient({ token: 't', baseUrl: gh.url, sleep }));
      } finally {
        if (saved === undefined) delete process.env[KNOB];
        else process.env[KNOB] = saved;
      }
    };
  }

  it(
    'waits 200, 400 and 800 ms by default before the three retries of a read',
    withDefaults(undefined, async (waits, client) => {
      gh.fault('GET /repos/o/r/pulls/7', { status: 500, times: 3 });
      expect((await client.getPull(REPO, 7)).number).toBe(7);
      expect(waits).toEqual([200, 400, 800]);
      expect(gh.calls('GET', '/repos/o/r/pulls/7')).toHaveLength(4);
    }),
  );

  it(
    `starts from ${KNOB} when it is set, and fails after the retries`,
    withDefaults('50', async (waits, client) => {
      gh.fault('GET /repos/o/r/pulls/7', { status: 500 });
      await expect(client.getPull(REPO, 7)).rejects.toThrow(/HTTP 500/);
      expect(waits).toEqual([50, 100, 200]);
    }),
  );

  it(
    'a Retry-After header sets the wait (rate-limit 403 and 429), capped at 10 s',
    withDefaults(undefined, async (waits, client) => {
      gh.fault('GET /repos/o/r/pulls/7', { status: 403, times: 1, headers: { 'retry-after': '2' } });
      gh.fault('GET /repos/o/r/issues/7/comments', {
        status: 429,
        times: 1,
        headers: { 'retry-after': '3600' },
      });
      expect((await client.getPull(REPO, 7)).number).toBe(7);
      expect(await client.listIssueComments(REPO, 7)).toHaveLength(N);
      expect(waits).toEqual([2000, 10_000]);
    }),
  );
});

describe('retries by method', () => {
  it('retries an idempotent DELETE (reaction delete) after a 502', async () => {
    gh.fault('DELETE /repos/o/r/issues/comments/5/reactions/3', { status: 502, times: 1 });
    await client.deleteCommentReaction(REPO, 5, 3);
    expect(gh.calls('DELETE')).toHaveLength(2);
    expect(gh.state.repo('o/r').reactions[5]!.some((r) => r.id === 3)).toBe(false);
  });

  it('a retried DELETE that answers 404 went through on an earlier attempt', async () => {
    gh.fault('DELETE /repos/o/r/issues/comments/5/reactions/9999', { status: 502, times: 1 });
    await client.deleteCommentReaction(REPO, 5, 9999);
    await expect(client.deleteCommentReaction(REPO, 5, 9999)).rejects.toThrow(/HTTP 404/);
  });

  it('never retries a POST or PATCH', async () => {
    gh.fault(/^(POST|PATCH) /, { status: 502 });
    await expect(client.createCommentReaction(REPO, 5, '+1')).rejects.toThrow(/HTTP 502/);
    await expect(client.updateIssueComment(REPO, 5, 'x')).rejects.toThrow(/HTTP 502/);
    expect(gh.requests).toHaveLength(2);
  });
});

describe('pagination rules', () => {
  it('unwraps wrapped lists (jobs) through listAllPages, like octokit.paginate', async () => {
    const jobs = Array.from({ length: 120 }, (_, i) => ({ name: `job${i}` }));
    gh.addHandler((req, res) => {
      const url = new URL(req.url ?? '/', gh.url);
      if (url.pathname !== '/repos/o/r/actions/runs/1/jobs') return false;
      const page = Number(url.searchParams.get('page') ?? '1');
      const link = page === 1 ? { link: `<${gh.url}${url.pathname}?per_page=100&page=2>; rel="next"` } : {};
      res.writeHead(200, { 'content-type': 'application/json', ...link });
      res.end(JSON.stringify({ total_count: 120, jobs: jobs.slice((page - 1) * 100, page * 100) }));
      return true;
    });
    const octokit = createOctokit({ token: 't', baseUrl: gh.url });
    const got = await listAllPages(
      octokit,
      'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs',
      { ...REPO, run_id: 1 },
      z.object({ name: z.string() }),
    );
    expect(got).toHaveLength(120);
  });

  it('a next link on another origin is an error and that origin receives nothing, no token', async () => {
    injectPageFault(gh, '/repos/o/r/issues/7/comments', 1, 'cross-origin next', elsewhere);
    await expect(client.listIssueComments(REPO, 7)).rejects.toThrow(
      /leaves the API .*it was not followed and received no token \(page 1 of the list\)/,
    );
    expect(elsewhere.requests).toEqual([]);
  });

  it('a next link outside the API base path (GHES /api/v3) is an error', async () => {
    const ghes = createGitHubClient({ token: 't', baseUrl: `${gh.url}/api/v3`, ...LIMITS });
    gh.fault(() => true, {
      status: 200,
      body: [],
      headers: { link: `<${gh.url}/elsewhere?page=2>; rel="next"` },
    });
    await expect(ghes.listIssueComments(REPO, 7)).rejects.toThrow(/leaves the API/);
    expect(gh.requests).toHaveLength(1);
  });

  it('the default page cap is 100 pages', async () => {
    const defaults = createGitHubClient({ token: 't', baseUrl: gh.url, retries: 0 });
    injectPageFault(gh, '/repos/o/r/issues/7/comments', 1, 'endless Link');
    await expect(defaults.listIssueComments(REPO, 7)).rejects.toThrow(
      /more than 100 pages, the page cap \(SWEEPKIT_GITHUB_MAX_PAGES\)/,
    );
    expect(gh.calls('GET', '/repos/o/r/issues/7/comments')).toHaveLength(100);
  });

  it.each([
    ['<https://x/a?page=2>; rel="next", <https://x/a?page=9>; rel="last"', 'https://x/a?page=2'],
    ['<https://x/a?page=9>; rel="last", <https://x/a?page=2>; rel="next"', 'https://x/a?page=2'],
    ['<https://x/a?page=1>; rel="prev"', undefined],
    [undefined, undefined],
  ])('reads rel="next" from %s', (header, next) => {
    expect(nextLink(header)).toBe(next);
  });
});

describe('every list endpoint × every fault on a later page', () => {
  it.each(hangs.map((row, index) => [...row, index] as const))('%s, page 2: %s', (...row) =>
    hangOutcome(row[4]),
  );
});
