/**
 * Reuse decisions never run on partial data, in process: the gate (setup = push to main,
 * sync-gate = pull_request synchronize) and the comment check over the real client against the
 * fake server, where every list has its decisive item on a later page. A fault on that page
 * (any kind) is a VerificationError naming endpoint and page — never an approval, never a
 * skip-pr-sweep, never "no authorization", never a wrong reason; a transient 500 is retried.
 */
import { beforeEach, afterEach, describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../io/github.js';
import type { GitHubClient } from '../../shared/github/client.js';
import { VerificationError } from '../../shared/github/errors.js';
import { checkReuseComment, type CommentCheckParams } from '../../shared/reuse/comment-check.js';
import { decideReuse, type GateParams } from '../../shared/reuse/gate.js';
import { DEFAULT_ALLOWED_ASSOCIATIONS, REUSE_INCOMPATIBLE_LABELS } from '../../shared/reuse/names.js';
import { ReuseRefusal } from '../../shared/reuse/refusal.js';
import {
  FAULT_MESSAGE,
  PAGE_FAULTS,
  injectPageFault,
  startFakeGitHub,
  type FakeGitHub,
} from '../fake-github/index.js';
import { inBackground } from '../helpers/side-by-side.js';
import { seedBigPr } from './scenario.js';

const REPO = { owner: 'o', repo: 'r' };
const N = 150; // seedBigPr: two pages of 100, the decisive item on page 2

let gh: FakeGitHub;
let elsewhere: FakeGitHub;
let client: GitHubClient;

const gate = (kind: 'setup' | 'sync-gate'): GateParams => ({
  repo: REPO,
  workflowId: 'run-sweep.yml',
  incompatibleLabels: REUSE_INCOMPATIBLE_LABELS,
  allowedAssociations: DEFAULT_ALLOWED_ASSOCIATIONS,
  command: '/reuse-sweep-run',
  ...(kind === 'setup'
    ? { eventName: 'push', ref: 'refs/heads/main', commitSha: 'm1' }
    : {
        eventName: 'pull_request',
        ref: 'refs/pull/7/merge',
        commitSha: 'x',
        eventAction: 'synchronize',
        prNumber: 7,
      }),
});

const COMMENT: CommentCheckParams = {
  repo: REPO,
  prNumber: 7,
  body: '/reuse-sweep-run',
  authorAssociation: 'OWNER',
  allowedAssociations: DEFAULT_ALLOWED_ASSOCIATIONS,
  workflowId: 'run-sweep.yml',
  incompatibleLabels: REUSE_INCOMPATIBLE_LABELS,
  command: '/reuse-sweep-run',
};

const PATHS = {
  comments: '/repos/o/r/issues/7/comments',
  'PR commits': '/repos/o/r/pulls/7/commits',
  runs: '/repos/o/r/actions/workflows/run-sweep.yml/runs',
  artifacts: '/repos/o/r/actions/runs/555/artifacts',
} as const;
type ListName = keyof typeof PATHS;

/** Each gate, the lists it reads, and what it concludes without a fault. */
const GATES: [string, ListName[], (client: GitHubClient) => Promise<string>][] = [
  [
    'setup',
    ['comments', 'PR commits', 'runs', 'artifacts'],
    async (c) => (await decideReuse(c, gate('setup'))).outputs['reuse-enabled'],
  ],
  [
    'sync-gate',
    ['comments', 'PR commits', 'runs', 'artifacts'],
    async (c) => (await decideReuse(c, gate('sync-gate'))).outputs['skip-pr-sweep'],
  ],
  [
    'validate-comment',
    ['PR commits', 'runs', 'artifacts'],
    async (c) => (await checkReuseComment(c, COMMENT)).verdict,
  ],
];
const APPROVED: Record<string, string> = {
  setup: 'true',
  'sync-gate': 'true',
  'validate-comment': 'accepted',
};

/** The fake, a second origin that must receive nothing, and the real client on the fake. */
async function startWorld(): Promise<{ gh: FakeGitHub; elsewhere: FakeGitHub; client: GitHubClient }> {
  const [fake, other] = await Promise.all([startFakeGitHub(), startFakeGitHub()]);
  seedBigPr(fake);
  const real = createGitHubClient({
    token: 't',
    baseUrl: fake.url,
    retries: 1,
    retryDelayMs: 1,
    timeoutMs: 1000,
    maxPages: 6,
  });
  return { gh: fake, elsewhere: other, client: real };
}

beforeEach(async () => {
  ({ gh, elsewhere, client } = await startWorld());
});
afterEach(() => Promise.all([gh.close(), elsewhere.close()]));

describe('without faults, every gate approves from page 2', () => {
  it.each(GATES)('%s', async (name, _lists, decide) => {
    expect(await decide(client)).toBe(APPROVED[name]);
  });
});

const MATRIX = GATES.flatMap(([name, lists, decide]) =>
  lists.flatMap((list) => PAGE_FAULTS.map((fault) => [name, list, fault, decide] as const)),
);
type Row = (typeof MATRIX)[number];

async function expectFaultHandled(
  [name, list, fault, decide]: Row,
  w: { gh: FakeGitHub; elsewhere: FakeGitHub; client: GitHubClient },
): Promise<void> {
  injectPageFault(w.gh, PATHS[list], 2, fault, w.elsewhere);
  const outcome = await decide(w.client).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (fault === '500 then ok') {
    expect(outcome).toEqual({ value: APPROVED[name] });
    return;
  }
  expect(outcome).not.toHaveProperty('value');
  const error = (outcome as { error: unknown }).error;
  expect(error).toBeInstanceOf(VerificationError);
  const message = (error as Error).message;
  expect(message).toMatch(/^could not verify /);
  expect(message).toContain(`GET ${PATHS[list]} failed`);
  expect(message).toMatch(FAULT_MESSAGE[fault]);
  expect(message).not.toMatch(/has no commits|no .* authorization|no successful/);
  expect(w.elsewhere.requests).toEqual([]);
}

describe('a fault on page 2 of any list the decision reads', () => {
  it.each(MATRIX.filter((row) => row[2] !== 'hang'))('%s, %s: %s', async (...row) => {
    await expectFaultHandled(row, { gh, elsewhere, client });
  });
});

// A hang waits out the client's timeout twice (one retry): those rows start with the file, side by
// side, each on its own fake and client, and wait while the tests below run; their tests come last.
const hangs = MATRIX.filter((row) => row[2] === 'hang');
const hangOutcome = inBackground(hangs, async (row) => {
  const w = await startWorld();
  try {
    await expectFaultHandled(row, w);
  } finally {
    await Promise.all([w.gh.close(), w.elsewhere.close()]);
  }
});

describe('the audit case: 250 comments, the newest (page 3) pins a run that does not exist', () => {
  beforeEach(() => {
    const comments = gh.state.repo('o/r').comments[7]!;
    comments[0] = { ...comments[0]!, author_association: 'OWNER', body: '/reuse-sweep-run' };
    for (let i = N; i < 250; i++) {
      comments.push({
        id: i + 1,
        created_at: `2026-05-13T01:${String(Math.floor((i - N) / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z`,
        author_association: i === 249 ? 'OWNER' : 'NONE',
        body: i === 249 ? '/reuse-sweep-run 999' : 'x',
        user: { login: `u${i}` },
      });
    }
  });

  it('without a fault: refused (the pinned run is not found)', async () => {
    await expect(decideReuse(client, gate('setup'))).rejects.toThrow(ReuseRefusal);
    await expect(decideReuse(client, gate('setup'))).rejects.toThrow(/Reusable source run 999 was not found/);
  });

  it.each(['409', '204', 'empty body', 'null'] as const)(
    'page 3 answers %s: could not verify, not an approval',
    async (fault) => {
      injectPageFault(gh, PATHS.comments, 3, fault);
      await expect(decideReuse(client, gate('setup'))).rejects.toThrow(
        /^could not verify reuse for commit m1: GitHub API GET \/repos\/o\/r\/issues\/7\/comments failed: .*\(page 3 of the list\)/,
      );
      await expect(decideReuse(client, gate('sync-gate'))).rejects.toThrow(
        /^could not verify reuse for PR #7/,
      );
    },
  );

  it.each(['409', 'empty body'] as const)(
    'page 1 answers %s: could not verify, not "no authorization"',
    async (fault) => {
      injectPageFault(gh, PATHS.comments, 1, fault);
      await expect(decideReuse(client, gate('setup'))).rejects.toThrow(
        /^could not verify reuse for commit m1: .*page 1/,
      );
    },
  );
});

describe('malformed single answers fail closed', () => {
  it('a PR answer without labels cannot skip the incompatible-label check', async () => {
    const pull = gh.state.repo('o/r').pulls[7]!;
    delete pull.labels;
    for (const decide of GATES.map(([, , d]) => d)) {
      await expect(decide(client)).rejects.toThrow(
        /could not verify .*GET \/repos\/o\/r\/pulls\/7 failed: unexpected response shape at labels/,
      );
    }
  });

  it('a PR with an incompatible label is refused by every gate', async () => {
    gh.state.repo('o/r').pulls[7]!.labels = [{ name: 'evals-only' }];
    await expect(decideReuse(client, gate('setup'))).rejects.toThrow(
      /reuse-incompatible label\(s\): evals-only/,
    );
    expect((await checkReuseComment(client, COMMENT)).verdict).toBe('rejected');
  });
});

describe('the comment check looks at the author before the body', () => {
  it('an author who cannot authorize is rejected without the body being parsed or GitHub asked', async () => {
    const body = {
      includes: () => true,
      get length(): number {
        throw new Error('the body was read');
      },
    } as unknown as string;
    const verdict = await checkReuseComment(client, { ...COMMENT, body, authorAssociation: 'CONTRIBUTOR' });
    expect(verdict).toEqual({
      verdict: 'rejected',
      reason: 'author_association CONTRIBUTOR is not allowed to authorize reuse',
    });
    expect(gh.requests).toEqual([]);
  });
});

describe('a fault on page 2 of any list the decision reads', () => {
  it.each(hangs.map((row, index) => [...row, index] as const))('%s, %s: %s', (...row) => hangOutcome(row[4]));
});
