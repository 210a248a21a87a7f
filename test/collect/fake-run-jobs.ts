/**
 * Run-jobs endpoints the shared fake server does not serve, plugged in through its addHandler
 * hook: GET /user, GET /repos/{o}/{r} and GET /repos/{o}/{r}/actions/runs/{id}/jobs (filter=all
 * returns every attempt, filter=latest the newest attempt only), paginated with Link headers.
 */
import type { FakeGitHub } from '../fake-github/index.js';

export interface FakeJob {
  name: string;
  conclusion: string | null;
  run_attempt: number;
}

export function installRunJobs(
  fake: FakeGitHub,
  jobsByRun: Record<string, FakeJob[]>,
  login = 'sweep-bot',
): void {
  fake.addHandler((req, res) => {
    const url = new URL(req.url ?? '/', fake.url);
    const send = (body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
      return true;
    };
    if (req.method !== 'GET') return false;
    if (url.pathname === '/user') return send({ login });
    const repo = /^\/repos\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (repo) return send({ full_name: `${repo[1]}/${repo[2]}` });
    const jobs = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/jobs$/.exec(url.pathname);
    if (!jobs) return false;
    let list = (jobsByRun[jobs[1]!] ?? []).map((job, i) => ({ id: i + 1, ...job }));
    if (url.searchParams.get('filter') !== 'all') {
      const latest = Math.max(0, ...list.map((job) => job.run_attempt));
      list = list.filter((job) => job.run_attempt === latest);
    }
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const slice = list.slice((page - 1) * perPage, page * perPage);
    const headers: Record<string, string> = {};
    if (page * perPage < list.length) {
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      headers.link = `<${next.toString()}>; rel="next"`;
    }
    return send({ total_count: list.length, jobs: slice }, headers);
  });
}
