/**
 * The REST endpoints sweepkit uses, served from FakeState.
 * Each route answers with GitHub's response shapes; list endpoints go through `paginate`.
 */
import type { FakeRepo, FakeState, FakeUser } from './state.js';

export interface RouteRequest {
  method: string;
  /** Path without the query, already URL-decoded per segment. */
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  user: FakeUser;
  token: string | undefined;
  repo: FakeRepo;
}

export interface RouteResponse {
  status: number;
  body?: unknown;
  /** For list endpoints: the full list, paginated by the server. */
  list?: unknown[];
  /** Wrap the page as `{total_count, [listKey]: page}` (workflow runs, artifacts, check runs). */
  listKey?: string;
  /** Page size when the request gives none (GitHub's default is 30). */
  defaultPerPage?: number;
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

function num(text: string | undefined): number {
  return /^\d+$/.test(text ?? '') ? Number(text) : NaN;
}

function runMatchesWorkflow(run: { path?: string; workflow_id?: number }, workflowId: string): boolean {
  if (/^\d+$/.test(workflowId)) return run.workflow_id === Number(workflowId);
  const file = (run.path ?? '').split('/').pop();
  return file === workflowId;
}

export const ROUTES: Route[] = [
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
    const pull = req.repo.pulls[num(req.params.n)];
    return pull ? { status: 200, body: pull } : NOT_FOUND;
  }),
  route('GET', '/pulls/{n}/commits', (req) => {
    const n = num(req.params.n);
    if (!req.repo.pulls[n] && !req.repo.pullCommits[n]) return NOT_FOUND;
    // GitHub caps this endpoint at 250 commits.
    return { status: 200, list: (req.repo.pullCommits[n] ?? []).slice(0, 250).map((sha) => ({ sha })) };
  }),
  route('GET', '/actions/workflows/{workflowId}/runs', (req) => {
    const q = req.query;
    const runs = req.repo.runs.filter(
      (run) =>
        runMatchesWorkflow(run, req.params.workflowId!) &&
        (!q.get('event') || run.event === q.get('event')) &&
        (!q.get('branch') || run.head_branch === q.get('branch')) &&
        (!q.get('status') || run.status === q.get('status')),
    );
    // GitHub caps filtered run listings at 1000 results.
    const filtered = ['event', 'branch', 'status'].some((key) => q.get(key));
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
    req.repo.workflowDispatches.push({
      workflow_id: req.params.workflowId!,
      ref: body.ref,
      inputs: body.inputs,
      token: req.token,
    });
    return { status: 204 };
  }),
  route('GET', '/commits/{sha}/check-runs', (req) => ({
    status: 200,
    list: req.repo.checkRuns[req.params.sha!] ?? [],
    listKey: 'check_runs',
  })),
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
