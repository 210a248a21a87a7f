/**
 * The GitHub port and the fetch-first functions against the fake server, in-process: all pages,
 * attempt attribution, redirects for logs and zips, 404/410 as "unavailable", faults failing closed.
 */
import { createOctokit } from '../../io/github.js';
import { createInspectPort } from '../../io/github-inspect.js';
import { strToU8, zipSync } from 'fflate';
import { readZip } from '../../io/zip-entries.js';
import { GitHubApiError } from '../../shared/github/errors.js';
import { gatherClassify, gatherVerify, readArtifacts } from '../../shared/ops/inspect/gather.js';
import { classify } from '../../shared/ops/inspect/classify.js';
import { DEFAULT_SIGNATURES } from '../../shared/ops/inspect/signatures.js';
import { verify } from '../../shared/ops/inspect/verify.js';
import { zipStored } from '../fake-github/artifact-service.js';
import { withFakeGitHub } from '../fake-github/seed.js';
import type { FakeGitHub } from '../fake-github/server.js';
import { APP, REPO, artifact, attempt, job, run, seed, seedMerge } from './world.js';

const repo = { owner: 'o', repo: 'r' };
const portOf = (gh: FakeGitHub) =>
  createInspectPort(createOctokit({ token: 't', baseUrl: gh.url, retryDelayMs: 1 }));

describe('artifacts across pages and attempts', () => {
  it('reads 230 artifacts over 3 pages and attributes three attempts; same name in attempts 1 and 3', () =>
    withFakeGitHub(async (gh) => {
      const r = gh.state.repo(REPO);
      const list = Array.from({ length: 230 }, (_, i) =>
        artifact(
          i + 1,
          `a${i}`,
          i < 100 ? '2026-05-13T10:30:00Z' : i < 200 ? '2026-05-13T11:30:00Z' : '2026-05-13T12:30:00Z',
          {
            expired: i === 5,
          },
        ),
      );
      list[0]!.name = 'results_bmk';
      list[229]!.name = 'results_bmk';
      seed(r, run({ id: 100, run_attempt: 3 }), {
        attempts: [
          attempt(1, '2026-05-13T10:00:00Z'),
          attempt(2, '2026-05-13T11:00:00Z'),
          attempt(3, '2026-05-13T12:00:00Z'),
        ],
        artifacts: list,
      });
      const port = portOf(gh);
      const got = await readArtifacts(port, repo, await port.getRun(repo, 100));
      expect(got).toHaveLength(230);
      expect(gh.calls('GET', '/repos/o/r/actions/runs/100/artifacts')).toHaveLength(3);
      expect(got.filter((a) => a.name === 'results_bmk').map((a) => a.attempt)).toEqual([1, 3]);
      expect(got[5]!.expired).toBe(true);
      expect([got[150]!.attempt, got[210]!.attempt]).toEqual([2, 3]);
    }));

  it('an attempt endpoint failing leaves the attempt unknown (?) instead of guessing', () =>
    withFakeGitHub(async (gh) => {
      seed(gh.state.repo(REPO), run({ id: 100, run_attempt: 2 }), {
        attempts: [attempt(1, '2026-05-13T10:00:00Z'), attempt(2, '2026-05-13T11:00:00Z')],
        artifacts: [artifact(1, 'x', '2026-05-13T11:30:00Z'), artifact(2, 'y', '2026-05-13T10:30:00Z')],
      });
      gh.fault('GET /repos/o/r/actions/runs/100/attempts/2', { status: 500 });
      const port = portOf(gh);
      const got = await readArtifacts(port, repo, await port.getRun(repo, 100));
      expect(got.map((a) => a.attempt)).toEqual([undefined, undefined]);
    }));
});

describe('logs and zips behind redirects', () => {
  it('follows the 302 to the log text and to the zip bytes; 410 and 404 surface as statuses', () =>
    withFakeGitHub(async (gh) => {
      const r = gh.state.repo(REPO);
      seed(r, run({ id: 100 }), {
        artifacts: [
          artifact(7, 'results_bmk', '2026-05-13T10:30:00Z'),
          artifact(8, 'old', '2026-05-13T10:30:00Z', { expired: true }),
        ],
      });
      r.logs[55] = 'line 1\nsweepkit-reuse: {"reuse-enabled":"false"}\n';
      r.logs[56] = null;
      r.artifactZips[7] = zipStored({ 'agg_bmk.json': '[]' });
      const port = portOf(gh);
      expect(await port.getJobLog(repo, 55)).toMatch(/sweepkit-reuse/);
      expect(gh.calls('GET', '/repos/o/r/_fake/job-logs/55')).toHaveLength(1);
      expect(readZip(Buffer.from(await port.downloadArtifact(repo, 7)), 'zip')).toEqual([
        { name: 'agg_bmk.json', data: Buffer.from('[]') },
      ]);
      await expect(port.getJobLog(repo, 56)).rejects.toMatchObject({ status: 410 });
      await expect(port.getJobLog(repo, 57)).rejects.toMatchObject({ status: 404 });
      await expect(port.downloadArtifact(repo, 8)).rejects.toMatchObject({ status: 410 });
    }));

  it('a redirect to another origin (log storage) does not carry the token', () =>
    withFakeGitHub(async (gh) => {
      const { createServer } = await import('node:http');
      const seen: (string | undefined)[] = [];
      const storage = createServer((req, res) => {
        seen.push(req.headers.authorization);
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('log from storage');
      });
      await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve));
      const port = (storage.address() as { port: number }).port;
      gh.addHandler((req, res) => {
        if (!req.url?.endsWith('/actions/jobs/77/logs')) return false;
        res.writeHead(302, { location: `http://localhost:${port}/blob/77?sig=x` });
        res.end();
        return true;
      });
      try {
        expect(await portOf(gh).getJobLog(repo, 77)).toBe('log from storage');
        expect(gh.requests.at(-1)?.headers.authorization).toBe('token t');
        expect(seen).toEqual([undefined]);
      } finally {
        await new Promise((resolve) => storage.close(resolve));
      }
    }));

  it('a zip entry escaping the folder is refused by name', () => {
    expect(() => readZip(zipStored({ '../evil.json': '{}' }), 'artifact x')).toThrow(
      /'..\/evil.json' would be written outside/,
    );
    expect(() => readZip(zipStored({ '/abs.json': '{}' }), 'artifact x')).toThrow(
      /outside the target folder/,
    );
    expect(() => readZip(Buffer.from('not a zip'), 'artifact x')).toThrow(/not a zip archive/);
  });

  it('reads deflated entries, as GitHub writes artifact zips', () => {
    const text = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ conc: i })));
    const zip = Buffer.from(
      zipSync({ 'agg_bmk.json': strToU8(text), 'dir/': new Uint8Array() }, { level: 6 }),
    );
    expect(zip.length).toBeLessThan(text.length);
    expect(readZip(zip, 'artifact x')).toEqual([{ name: 'agg_bmk.json', data: Buffer.from(text) }]);
  });
});

describe('classify from the fake server', () => {
  it('reads annotations of failed jobs, earlier attempts, and (with logs) the failed job log', () =>
    withFakeGitHub(async (gh) => {
      const r = gh.state.repo(REPO);
      const bench = 'sweep-single-node-1k1k / benchmark (h100)';
      seed(r, run({ id: 100, run_attempt: 2 }), {
        jobs: [
          job(10, bench, 'failure', undefined, { run_attempt: 1 }),
          job(20, bench, 'failure', undefined, { run_attempt: 2 }),
        ],
      });
      r.annotations[20] = [];
      r.logs[20] = 'step output\nall good until here\n';
      const port = portOf(gh);
      const input = await gatherClassify(port, repo, await port.getRun(repo, 100), {
        logs: true,
        signatures: DEFAULT_SIGNATURES,
      });
      expect(input.jobs.map((j) => j.id)).toEqual([20]);
      const result = classify(input);
      expect(result.class).toBe('configuration-runtime');
      expect(result.evidence.join('\n')).toMatch(/reproduced: attempt 1/);
      expect(gh.calls('GET', '/repos/o/r/check-runs/20/annotations')).toHaveLength(1);
      expect(gh.calls('GET', '/repos/o/r/actions/jobs/20/logs')).toHaveLength(1);
    }));

  it('finds the replacement run of a cancelled run in the same PR', () =>
    withFakeGitHub(async (gh) => {
      const r = gh.state.repo(REPO);
      seed(r, run({ id: 100, conclusion: 'cancelled' }), {
        jobs: [job(10, 'sweep-evals / eval', 'cancelled')],
      });
      seed(r, run({ id: 101, status: 'in_progress', conclusion: null, created_at: '2026-05-13T11:00:20Z' }));
      const port = portOf(gh);
      const result = classify(
        await gatherClassify(port, repo, await port.getRun(repo, 100), {
          logs: false,
          signatures: DEFAULT_SIGNATURES,
        }),
      );
      expect(result).toMatchObject({ class: 'superseded', replacement_run_id: 101 });
    }));

  it('expired annotations are "unavailable" evidence; a 502 on them fails closed', () =>
    withFakeGitHub(async (gh) => {
      const r = gh.state.repo(REPO);
      seed(r, run({ id: 100 }), { jobs: [job(10, 'sweep-evals / eval', 'failure')] });
      gh.fault('GET /repos/o/r/check-runs/10/annotations', { status: 410, times: 1 });
      const port = portOf(gh);
      const header = await port.getRun(repo, 100);
      const first = classify(
        await gatherClassify(port, repo, header, { logs: false, signatures: DEFAULT_SIGNATURES }),
      );
      expect(first.reason?.code).toBe('evidence-unavailable');
      gh.fault('GET /repos/o/r/check-runs/10/annotations', { status: 502 });
      await expect(
        gatherClassify(port, repo, header, { logs: false, signatures: DEFAULT_SIGNATURES }),
      ).rejects.toThrow(GitHubApiError);
    }));
});

describe('verify-publication from the fake server', () => {
  it('reused run with the matching app run (an older one; the newest names other ids): published', () =>
    withFakeGitHub(async (gh) => {
      seedMerge(gh);
      const port = portOf(gh);
      const input = await gatherVerify(port, repo, await port.getRun(repo, 124), {
        expectation: { kind: 'source', runId: 555 },
        family: undefined,
        appRepo: { owner: 'o', repo: 'r-app' },
        appRepoName: APP,
      });
      const v = verify(input);
      expect(v.checks.map((c) => `${c.id} ${c.result}`)).toEqual([
        'V1 pass',
        'V2 pass',
        'V3 pass',
        'V4 pass',
        'V5 pass',
        'V6 pass',
        'V7 pass',
        'V8 pass',
      ]);
      expect(v.checks[7]!.evidence).toMatchObject({ app_run_id: 901, not_matching: [902] });
      expect(gh.calls('GET', '/repos/o/r-app/actions/runs')[0]!.query).toMatchObject({
        event: 'repository_dispatch',
        created: '>=2026-05-14T09:00:00Z',
      });
    }));

  it('app repository answering 404: V8 unknown, dispatch accepted but not verified', () =>
    withFakeGitHub(async (gh) => {
      seedMerge(gh, false);
      gh.fault(/^GET \/repos\/o\/r-app\//, { status: 404 });
      const port = portOf(gh);
      const v = verify(
        await gatherVerify(port, repo, await port.getRun(repo, 124), {
          expectation: { kind: 'source', runId: 555 },
          family: undefined,
          appRepo: { owner: 'o', repo: 'r-app' },
          appRepoName: APP,
        }),
      );
      expect(v.verdict).toBe('not-verified');
      expect(v.seen).toMatch(/^Dispatch accepted by GitHub; publication not verified/);
    }));

  it("without --expect-*, the PR's newest authorized comment sets the expectation", () =>
    withFakeGitHub(async (gh) => {
      seedMerge(gh, false);
      const r = gh.state.repo(REPO);
      const options = { expectation: undefined, family: undefined, appRepo: undefined, appRepoName: APP };
      const port = portOf(gh);
      const header = await port.getRun(repo, 124);
      const none = verify(await gatherVerify(port, repo, header, options)).checks[2]!;
      expect(none).toMatchObject({
        result: 'fail',
        summary: expect.stringMatching(/expected no reuse \(no authorized reuse comment\)$/),
      });
      r.comments[4242] = [
        {
          id: 3012,
          created_at: '2026-05-14T08:00:00Z',
          author_association: 'OWNER',
          body: '/reuse-sweep-run 555',
          user: { login: 'lead' },
        },
      ];
      const pinned = verify(await gatherVerify(port, repo, header, options)).checks[2]!;
      expect(pinned).toMatchObject({
        result: 'pass',
        summary: 'setup job 7001: reuse-enabled=true, source 555 (pinned comment 3012)',
      });
    }));
});
