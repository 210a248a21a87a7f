/**
 * The REST endpoints sweepkit uses, served from FakeState.
 * Each route answers with GitHub's response shapes; list endpoints go through `paginate`.
 */
import type { FakeRepo, FakeState, FakeUser } from './state.js';

interface RouteRequest {
  method: string;
  /** Path without the query, already URL-decoded per segment. */
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  user: FakeUser;
  token: string | undefined;
  repo: FakeRepo;
  /** `owner/name` of the repository in the path (still URL-safe). */
  repoName: string;
}

interface RouteResponse {
  status: number;
  body?: unknown;
  /** For list endpoints: the full list, paginated by the server. */
  list?: unknown[];
  /** Wrap the page as `{total_count, [listKey]: page}` (workflow runs, artifacts, check runs). */
  listKey?: string;
  /** Page size when the request gives none (GitHub's default is 30). */
  defaultPerPage?: number;
  /** Extra response headers (e.g. `location` of a 302). */
  headers?: Record<string, string>;
  /** A non-JSON answer (a log's text, a zip's bytes) sent as it is with this content type. */
  raw?: { contentType: string; data: string | Buffer };
}

type Handler = (req: RouteRequest, state: FakeState) => RouteResponse;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

const NOT_FOUND: RouteResponse = {
  status: 404,
  body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' },
};

function route(method: string, template: string, handler: Handler): Route {
  const names: string[] = [];
  const source = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method, pattern: new RegExp(`^/repos/([^/]+)/([^/]+)${source}$`), names, handler };
}

/** GitHub's cap on `GET /pulls/{n}/files`. */
const PULL_FILES_LISTED = 3000;

function num(text: string | undefined): number {
  return /^\d+$/.test(text ?? '') ? Number(text) : NaN;
}

function runMatchesWorkflow(run: { path?: string; workflow_id?: number }, workflowId: string): boolean {
  if (/^\d+$/.test(workflowId)) return run.workflow_id === Number(workflowId);
  const file = (run.path ?? '').split('/').pop();
  return file === workflowId;
}

// Run inspection (jobs, attempts, logs, artifact zips, annotations, commits, reruns, repository-wide
// runs). Logs and zips answer 302 to a second path this server serves, as GitHub redirects to storage.
const FAKE_LOGS = '/_fake/job-logs/';
const FAKE_ZIPS = '/_fake/artifact-zips/';

function runOf(req: RouteRequest) {
  return req.repo.runs.find((r) => r.id === num(req.params.id));
}

function redirect(req: RouteRequest, path: string): RouteResponse {
  return { status: 302, headers: { location: path } };
}

const INSPECT_ROUTES: Route[] = [
  // Repository contents (a file at a ref); the path may hold slashes, so the pattern is written out.
  {
    method: 'GET',
    pattern: /^\/repos\/([^/]+)\/([^/]+)\/contents\/(.+)$/,
    names: ['path'],
    handler: (req) => {
      const text = req.repo.contents[req.query.get('ref') ?? 'main']?.[req.params.path!];
      if (text === undefined) return NOT_FOUND;
      return {
        status: 200,
        body: {
          type: 'file',
          path: req.params.path,
          encoding: 'base64',
          content: Buffer.from(text).toString('base64'),
        },
      };
    },
  },
  route('GET', '/actions/runs/{id}/jobs', (req) => {
    const run = runOf(req);
    if (!run) return NOT_FOUND;
    const all = req.repo.jobs[run.id] ?? [];
    const latest = run.run_attempt ?? 1;
    const list =
      req.query.get('filter') === 'all' ? all : all.filter((j) => (j.run_attempt ?? latest) === latest);
    return { status: 200, list, listKey: 'jobs' };
  }),
  route('GET', '/actions/runs/{id}/attempts/{n}', (req) => {
    const attempt = req.repo.attempts[num(req.params.id)]?.[num(req.params.n) - 1];
    return attempt ? { status: 200, body: attempt } : NOT_FOUND;
  }),
  route('GET', '/actions/runs/{id}/attempts/{n}/jobs', (req) => {
    const run = runOf(req);
    const n = num(req.params.n);
    if (!run || n > (run.run_attempt ?? 1)) return NOT_FOUND;
    const list = (req.repo.jobs[run.id] ?? []).filter((j) => (j.run_attempt ?? 1) === n);
    return { status: 200, list, listKey: 'jobs' };
  }),
  route('GET', '/actions/jobs/{id}/logs', (req) => {
    const id = num(req.params.id);
    if (!(id in req.repo.logs)) return NOT_FOUND;
    if (req.repo.logs[id] === null) return { status: 410, body: { message: 'Gone' } };
    return redirect(req, `/repos/${req.repoName}${FAKE_LOGS}${id}`);
  }),
  route('GET', `${FAKE_LOGS}{id}`, (req) => {
    const text = req.repo.logs[num(req.params.id)];
    return typeof text === 'string'
      ? { status: 200, raw: { contentType: 'text/plain', data: text } }
      : NOT_FOUND;
  }),
  route('GET', '/actions/artifacts/{id}/zip', (req) => {
    const id = num(req.params.id);
    const artifact = Object.values(req.repo.artifacts)
      .flat()
      .find((a) => a.id === id);
    if (!artifact) return NOT_FOUND;
    if (artifact.expired) return { status: 410, body: { message: 'Artifact has expired' } };
    return redirect(req, `/repos/${req.repoName}${FAKE_ZIPS}${id}`);
  }),
  route('GET', `${FAKE_ZIPS}{id}`, (req) => {
    const zip = req.repo.artifactZips[num(req.params.id)];
    return zip ? { status: 200, raw: { contentType: 'application/zip', data: zip } } : NOT_FOUND;
  }),
  route('GET', '/check-runs/{id}/annotations', (req) => {
    const list = req.repo.annotations[num(req.params.id)];
    return list ? { status: 200, list } : NOT_FOUND;
  }),
  route('GET', '/commits', (req) => {
    const q = req.query;
    const since = Date.parse(q.get('since') ?? '');
    const list = (req.repo.branchCommits[q.get('sha') ?? 'main'] ?? [])
      .filter((c) => !q.get('path') || c.files.includes(q.get('path')!))
      .filter((c) => Number.isNaN(since) || Date.parse(c.date) >= since)
      .map((c) => ({ sha: c.sha, commit: { message: c.message, committer: { date: c.date } } }));
    return { status: 200, list };
  }),
  route('GET', '/commits/{sha}', (req) => {
    const commit = req.repo.commits[req.params.sha!];
    return commit
      ? { status: 200, body: { sha: req.params.sha, ...commit } }
      : { status: 422, body: { message: `No commit found for SHA: ${req.params.sha}` } };
  }),
  route('GET', '/actions/runs', (req) => {
    const q = req.query;
    const created = /^>=(.+)$/.exec(q.get('created') ?? '');
    const list = req.repo.runs.filter(
      (run) =>
        (!q.get('event') || run.event === q.get('event')) &&
        (!created || Date.parse(run.created_at ?? '') >= Date.parse(created[1]!)),
    );
    return { status: 200, list, listKey: 'workflow_runs' };
  }),
  ...(['rerun-failed-jobs', 'rerun'] as const).map((action) =>
    route('POST', `/actions/runs/{id}/${action}`, (req) => {
      const run = runOf(req);
      if (!run) return NOT_FOUND;
      if (run.status !== 'completed')
        return { status: 403, body: { message: 'This workflow is already running' } };
      req.repo.reruns.push({ run_id: run.id, kind: action === 'rerun' ? 'whole-attempt' : 'failed-jobs' });
      return { status: 201, body: {} };
    }),
  ),
];

const ROUTES: Route[] = [
  route('GET', '/commits/{sha}/pulls', (req) => ({
    status: 200,
    list: (req.repo.commitPulls[req.params.sha!] ?? []).map((n) => req.repo.pulls[n] ?? { number: n }),
  })),
  route('GET', '/issues/{n}/comments', (req) => ({
    status: 200,
    list: req.repo.comments[num(req.params.n)] ?? [],
  })),
  route('POST', '/issues/{n}/comments', (req, state) => {
    const body = (req.body as { body?: unknown } | undefined)?.body;
    if (typeof body !== 'string')
      return { status: 422, body: { message: 'Invalid request: body is required' } };
    const comment = {
      id: state.nextId++,
      created_at: new Date().toISOString(),
      author_association: 'NONE',
      body,
      user: req.user,
    };
    (req.repo.comments[num(req.params.n)] ??= []).push(comment);
    return { status: 201, body: comment };
  }),
  route('PATCH', '/issues/comments/{id}', (req) => {
    const id = num(req.params.id);
    const body = (req.body as { body?: unknown } | undefined)?.body;
    if (typeof body !== 'string')
      return { status: 422, body: { message: 'Invalid request: body is required' } };
    for (const list of Object.values(req.repo.comments)) {
      const comment = list.find((c) => c.id === id);
      if (comment) {
        comment.body = body;
        comment.updated_at = new Date().toISOString();
        return { status: 200, body: comment };
      }
    }
    return NOT_FOUND;
  }),
  route('GET', '/issues/comments/{id}/reactions', (req) => {
    const content = req.query.get('content');
    const all = req.repo.reactions[num(req.params.id)] ?? [];
    return { status: 200, list: content ? all.filter((r) => r.content === content) : all };
  }),
  route('POST', '/issues/comments/{id}/reactions', (req, state) => {
    const id = num(req.params.id);
    const content = (req.body as { content?: unknown } | undefined)?.content;
    const allowed = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];
    if (typeof content !== 'string' || !allowed.includes(content)) {
      return { status: 422, body: { message: 'Validation Failed: content' } };
    }
    const list = (req.repo.reactions[id] ??= []);
    const existing = list.find((r) => r.content === content && r.user.login === req.user.login);
    if (existing) return { status: 200, body: existing };
    const reaction = { id: state.nextId++, content, user: req.user };
    list.push(reaction);
    return { status: 201, body: reaction };
  }),
  route('DELETE', '/issues/comments/{id}/reactions/{reactionId}', (req) => {
    const list = req.repo.reactions[num(req.params.id)] ?? [];
    const at = list.findIndex((r) => r.id === num(req.params.reactionId));
    if (at < 0) return NOT_FOUND;
    list.splice(at, 1);
    return { status: 204 };
  }),
  route('GET', '/pulls/{n}', (req) => {
    const n = num(req.params.n);
    const pull = req.repo.pulls[n];
    if (!pull) return NOT_FOUND;
    // GitHub counts every changed file here, also those beyond what the files listing shows.
    return { status: 200, body: { changed_files: req.repo.pullFiles[n]?.length ?? 0, ...pull } };
  }),
  route('GET', '/pulls/{n}/commits', (req) => {
    const n = num(req.params.n);
    if (!req.repo.pulls[n] && !req.repo.pullCommits[n]) return NOT_FOUND;
    // GitHub caps this endpoint at 250 commits.
    return { status: 200, list: (req.repo.pullCommits[n] ?? []).slice(0, 250).map((sha) => ({ sha })) };
  }),
  route('GET', '/pulls/{n}/files', (req) => {
    const n = num(req.params.n);
    if (!req.repo.pulls[n]) return NOT_FOUND;
    // GitHub lists at most 3000 files of a PR; the rest are silently left out.
    return { status: 200, list: (req.repo.pullFiles[n] ?? []).slice(0, PULL_FILES_LISTED) };
  }),
  route('GET', '/actions/workflows/{workflowId}/runs', (req) => {
    const q = req.query;
    const runs = req.repo.runs.filter(
      (run) =>
        runMatchesWorkflow(run, req.params.workflowId!) &&
        (!q.get('event') || run.event === q.get('event')) &&
        (!q.get('branch') || run.head_branch === q.get('branch')) &&
        // GitHub's `status` filter takes a status or a conclusion (`completed`, `success`, ...).
        (!q.get('status') || run.status === q.get('status') || run.conclusion === q.get('status')) &&
        (!q.get('head_sha') || run.head_sha === q.get('head_sha')),
    );
    // GitHub caps filtered run listings at 1000 results.
    const filtered = ['event', 'branch', 'status', 'head_sha'].some((key) => q.get(key));
    return { status: 200, list: filtered ? runs.slice(0, 1000) : runs, listKey: 'workflow_runs' };
  }),
  route('GET', '/actions/runs/{id}', (req) => {
    const run = req.repo.runs.find((r) => r.id === num(req.params.id));
    return run ? { status: 200, body: run } : NOT_FOUND;
  }),
  route('GET', '/actions/runs/{id}/artifacts', (req) => {
    const id = num(req.params.id);
    if (!req.repo.runs.some((r) => r.id === id) && !req.repo.artifacts[id]) return NOT_FOUND;
    return { status: 200, list: req.repo.artifacts[id] ?? [], listKey: 'artifacts' };
  }),
  route('GET', '/collaborators/{login}/permission', (req) => {
    const entry = req.repo.permissions[req.params.login!];
    return entry ? { status: 200, body: { ...entry, user: { login: req.params.login } } } : NOT_FOUND;
  }),
  route('GET', '/issues/{n}/timeline', (req) => ({
    status: 200,
    list: req.repo.timeline[num(req.params.n)] ?? [],
  })),
  route('POST', '/dispatches', (req) => {
    const body = req.body as { event_type?: unknown; client_payload?: Record<string, unknown> } | undefined;
    if (typeof body?.event_type !== 'string' || body.event_type === '') {
      return { status: 422, body: { message: 'Invalid request: event_type is required' } };
    }
    req.repo.dispatches.push({
      event_type: body.event_type,
      client_payload: body.client_payload,
      token: req.token,
    });
    return { status: 204 };
  }),
  route('POST', '/actions/workflows/{workflowId}/dispatches', (req) => {
    const body = req.body as { ref?: unknown; inputs?: Record<string, unknown> } | undefined;
    if (typeof body?.ref !== 'string')
      return { status: 422, body: { message: 'Invalid request: ref is required' } };
    const dispatch = {
      workflow_id: req.params.workflowId!,
      ref: body.ref,
      inputs: body.inputs,
      token: req.token,
    };
    req.repo.workflowDispatches.push(dispatch);
    const run = req.repo.onWorkflowDispatch?.(dispatch);
    if (run) req.repo.runs.unshift(run);
    return { status: 204 };
  }),
  route('GET', '/commits/{sha}/check-runs', (req) => ({
    status: 200,
    list: req.repo.checkRuns[req.params.sha!] ?? [],
    listKey: 'check_runs',
  })),
  ...INSPECT_ROUTES,
  // Commit statuses of one commit, newest first.
  route('GET', '/commits/{sha}/statuses', (req) => ({
    status: 200,
    list: req.repo.statuses[req.params.sha!] ?? [],
  })),
  // Branch protection's required status checks.
  route('GET', '/branches/{branch}/protection/required_status_checks', (req) => {
    const checks = req.repo.protection[req.params.branch!];
    return checks
      ? { status: 200, body: { strict: false, contexts: [], checks: [], ...checks } }
      : { status: 404, body: { message: 'Branch not protected' } };
  }),
  // Merge with the head precondition: 405 when not mergeable, 409 when `sha` is not the head.
  route('PUT', '/pulls/{n}/merge', (req, state) => {
    const n = num(req.params.n);
    const pull = req.repo.pulls[n];
    if (!pull) return NOT_FOUND;
    const body = (req.body ?? {}) as { sha?: unknown; merge_method?: unknown };
    if (pull.state !== 'open' || pull.merged_at) {
      return { status: 405, body: { message: 'Pull Request is not mergeable' } };
    }
    const refusal = req.repo.mergeRefusals[n];
    if (refusal !== undefined) return { status: 405, body: { message: refusal } };
    if (typeof body.sha === 'string' && body.sha !== pull.head?.sha) {
      return { status: 409, body: { message: 'Head branch was modified. Review and try the merge again.' } };
    }
    const mergeSha = (state.nextId++).toString(16).padStart(40, 'a');
    pull.state = 'closed';
    pull.merged_at = new Date().toISOString();
    pull.merge_commit_sha = mergeSha;
    req.repo.merges.push({
      number: n,
      sha: String(body.sha ?? pull.head?.sha ?? ''),
      merge_method: typeof body.merge_method === 'string' ? body.merge_method : undefined,
      merge_sha: mergeSha,
    });
    return {
      status: 200,
      body: { sha: mergeSha, merged: true, message: 'Pull Request successfully merged' },
    };
  }),
];

export interface RouteMatch {
  route: Route;
  repoName: string;
  params: Record<string, string>;
}

export function matchRoute(method: string, path: string): RouteMatch | undefined {
  for (const candidate of ROUTES) {
    if (candidate.method !== method) continue;
    const m = candidate.pattern.exec(path);
    if (!m) continue;
    const [, owner, repo, ...values] = m;
    const params: Record<string, string> = {};
    candidate.names.forEach((name, i) => (params[name] = decodeURIComponent(values[i]!)));
    return {
      route: candidate,
      repoName: `${decodeURIComponent(owner!)}/${decodeURIComponent(repo!)}`,
      params,
    };
  }
  return undefined;
}

export { NOT_FOUND };
