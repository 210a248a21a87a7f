/**
 * The GitHub adapter: the one Octokit factory, the building blocks every GitHub adapter in io/
 * uses (requestOne, requestVoid, listAllPages), and the octokit implementation of the
 * GitHubClient port (shared/github/client.ts). The rules below hold for every call made through
 * them, so a decision never runs on a partial or malformed answer:
 *
 * - baseUrl comes from GITHUB_API_URL read when the client is created (not at import, which is
 *   what @actions/github does on its own), so tests and the CLI can point it at a fake server.
 * - Every request has a real timeout: the request hook puts a fresh AbortSignal on the options
 *   object itself, because the hooks inside it (the token auth hook, then fetch) are bound to
 *   that very object and never see a copy (default 30 s, SWEEPKIT_GITHUB_TIMEOUT_MS).
 * - Idempotent requests (GET, HEAD, DELETE) are retried on 5xx, 429, a rate-limit 403 with
 *   Retry-After, network errors and timeouts, a bounded number of times (default 3,
 *   SWEEPKIT_GITHUB_RETRIES) with exponential backoff (first delay 200 ms, doubling;
 *   SWEEPKIT_GITHUB_RETRY_DELAY_MS; a Retry-After header wins, up to 10 s), and never past a
 *   total deadline per request (default timeout × (retries + 1) plus 5 s for the backoff).
 *   POST/PATCH/PUT are never retried. A retried DELETE that answers 404 means an earlier
 *   attempt went through.
 * - Lists are read with a hand-written loop over octokit.request instead of octokit.paginate,
 *   because paginate reads a 409 as an empty list and a body without data as `[]`, follows a
 *   `next` link to any host (with the token), and has no page cap. Here every page must answer
 *   200 with a JSON list (or a `{total_count, <key>: [...]}` wrapper, unwrapped like paginate
 *   does); 204, 409, an empty, `null` or non-JSON body is an error naming endpoint and page.
 *   A `next` link must stay on the API origin and base path, must not revisit a page, and the
 *   loop stops with an error after the page cap (default 100 pages of 100, far above GitHub's
 *   250 PR commits or 1000 filtered runs; SWEEPKIT_GITHUB_MAX_PAGES).
 * - @octokit/plugin-retry and plugin-throttling were considered and not used: they retry by
 *   status for every method unless configured per request, own neither the per-attempt timeout
 *   nor a total deadline, and would sit in the same request hook; one hook keeps idempotence,
 *   timeout and deadline together.
 * - Every failure becomes a GitHubApiError naming the endpoint, status and page. Nothing here
 *   logs: no token, request body or comment text is ever printed.
 */
import { getOctokit } from '@actions/github';
import type { GitHubClient } from '../shared/github/client.js';
import { GitHubApiError } from '../shared/github/errors.js';
import {
  ArtifactSchema,
  CheckRunSchema,
  CollaboratorPermissionSchema,
  CommitSchema,
  IssueCommentSchema,
  PullFileSchema,
  PullRefSchema,
  PullRequestSchema,
  ReactionSchema,
  TimelineEventSchema,
  WorkflowRunSchema,
  CommitParentsSchema,
  WorkflowRunPageSchema,
} from '../shared/github/schemas.js';
import { z } from 'zod';

const DEFAULT_API_URL = 'https://api.github.com';

/** Environment variables that tune the limits (an option given in code wins). */
const GITHUB_LIMIT_ENV = {
  timeoutMs: 'SWEEPKIT_GITHUB_TIMEOUT_MS',
  retries: 'SWEEPKIT_GITHUB_RETRIES',
  retryDelayMs: 'SWEEPKIT_GITHUB_RETRY_DELAY_MS',
  maxPages: 'SWEEPKIT_GITHUB_MAX_PAGES',
} as const;

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RETRIES = 3;
const DEFAULT_RETRY_DELAY_MS = 200;
const DEFAULT_MAX_PAGES = 100;

export interface GitHubOptions {
  token: string;
  /** Default: GITHUB_API_URL at call time, else https://api.github.com. */
  baseUrl?: string;
  /** Retries of a failing idempotent request (default 3, or SWEEPKIT_GITHUB_RETRIES). */
  retries?: number;
  /** First backoff delay; doubles per retry (default 200 ms, or SWEEPKIT_GITHUB_RETRY_DELAY_MS). */
  retryDelayMs?: number;
  /** Per-attempt timeout (default 30 s, or SWEEPKIT_GITHUB_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Deadline of one request over all its attempts (default timeoutMs × (retries + 1) + 5 s of backoff). */
  totalTimeoutMs?: number;
  /** Most pages one list may have (default 100, or SWEEPKIT_GITHUB_MAX_PAGES). */
  maxPages?: number;
  /** Waits out one backoff delay (default a real timer); a test injects its own clock here. */
  sleep?: (ms: number) => Promise<void>;
}

export type Octokit = ReturnType<typeof getOctokit>;

interface Limits {
  baseUrl: string;
  retries: number;
  retryDelayMs: number;
  timeoutMs: number;
  totalTimeoutMs: number;
  maxPages: number;
  sleep: (ms: number) => Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'DELETE']);
const RETRY_AFTER_CAP_MS = 10_000;
/** Room for the backoff delays in the default total deadline. */
const BACKOFF_ALLOWANCE_MS = 5_000;
const SILENT = { debug() {}, info() {}, warn() {}, error() {} };
const PAGE = 100;
/** Keys of a wrapped list answer that are not the list (as octokit's paginate skips them). */
const WRAPPER_META = new Set(['total_count', 'incomplete_results', 'repository_selection']);
/** The limits of each octokit made here; one made elsewhere gets the defaults. */
const LIMITS = new WeakMap<object, Limits>();

interface OctokitErrorLike {
  status?: number;
  message?: string;
  name?: string;
  response?: { status?: number; data?: unknown; headers?: Record<string, string | undefined> };
  request?: { url?: string };
}

interface OctokitResponse {
  status: number;
  url: string;
  headers: Record<string, string | number | undefined>;
  data: unknown;
}

function endpointOf(method: string, url: string | undefined): string {
  if (!url) return method;
  try {
    return `${method} ${new URL(url, 'http://x').pathname}`;
  } catch {
    return `${method} ${url.split('?')[0]}`;
  }
}

/** GitHub's own short `message`, or a clipped text body; never request data. */
function detailOf(error: OctokitErrorLike): string {
  const data = error.response?.data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  if (typeof data === 'string' && data.trim() !== '') return data.trim().slice(0, 200);
  return error.message ?? 'no message';
}

function toGitHubApiError(endpoint: string, error: unknown): GitHubApiError {
  if (error instanceof GitHubApiError) return error;
  const e = (error ?? {}) as OctokitErrorLike;
  const status = e.response ? (e.response.status ?? e.status) : undefined;
  const detail = e.response ? detailOf(e) : `request failed (${e.message ?? 'network error'})`;
  return new GitHubApiError(endpoint, status, detail);
}

function positiveInteger(name: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^[0-9]+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text))) {
    throw new Error(`${name} must be a whole number of at least ${min}, got '${text}'`);
  }
  return Number(text);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function limitsOf(options: GitHubOptions): Limits {
  const env = process.env;
  const baseUrl = (options.baseUrl ?? env.GITHUB_API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '');
  try {
    new URL(baseUrl);
  } catch {
    throw new Error(`the GitHub API URL '${baseUrl}' is not an absolute URL (check GITHUB_API_URL)`);
  }
  const timeoutMs =
    options.timeoutMs ??
    positiveInteger(GITHUB_LIMIT_ENV.timeoutMs, env[GITHUB_LIMIT_ENV.timeoutMs], 1) ??
    DEFAULT_TIMEOUT_MS;
  const retries =
    options.retries ??
    positiveInteger(GITHUB_LIMIT_ENV.retries, env[GITHUB_LIMIT_ENV.retries], 0) ??
    DEFAULT_RETRIES;
  const retryDelayMs =
    options.retryDelayMs ??
    positiveInteger(GITHUB_LIMIT_ENV.retryDelayMs, env[GITHUB_LIMIT_ENV.retryDelayMs], 0) ??
    DEFAULT_RETRY_DELAY_MS;
  const maxPages =
    options.maxPages ??
    positiveInteger(GITHUB_LIMIT_ENV.maxPages, env[GITHUB_LIMIT_ENV.maxPages], 1) ??
    DEFAULT_MAX_PAGES;
  return {
    baseUrl,
    retries,
    retryDelayMs,
    timeoutMs,
    totalTimeoutMs: options.totalTimeoutMs ?? timeoutMs * (retries + 1) + BACKOFF_ALLOWANCE_MS,
    maxPages,
    sleep: options.sleep ?? sleep,
  };
}

function defaultLimits(octokit: Octokit): Limits {
  const baseUrl = String(octokit.request.endpoint.DEFAULTS.baseUrl ?? DEFAULT_API_URL);
  return { ...limitsOf({ token: 'x', baseUrl }), baseUrl: baseUrl.replace(/\/+$/, '') };
}

function limitsFor(octokit: Octokit): Limits {
  return LIMITS.get(octokit) ?? defaultLimits(octokit);
}

function retryDelay(error: OctokitErrorLike, attempt: number, baseMs: number): number {
  const after = Number(error.response?.headers?.['retry-after']);
  if (Number.isFinite(after) && after > 0) return Math.min(after * 1000, RETRY_AFTER_CAP_MS);
  return baseMs * 2 ** attempt;
}

function isRetryable(method: string, error: OctokitErrorLike): boolean {
  if (!IDEMPOTENT.has(method)) return false;
  if (!error.response) return true; // network error or timeout
  const status = error.response.status ?? 0;
  if (status === 403) return error.response.headers?.['retry-after'] !== undefined; // rate limit
  return status >= 500 || status === 429;
}

/** The one Octokit factory. */
export function createOctokit(options: GitHubOptions): Octokit {
  if (!options.token) {
    throw new Error('a GitHub token is required (set GITHUB_TOKEN, or the action input github-token)');
  }
  const limits = limitsOf(options);
  const octokit = getOctokit(options.token, { baseUrl: limits.baseUrl, log: SILENT });
  octokit.hook.wrap('request', async (request, requestOptions) => {
    const method = String(requestOptions.method ?? 'GET').toUpperCase();
    const deadline = Date.now() + limits.totalTimeoutMs;
    for (let attempt = 0; ; attempt++) {
      const budget = Math.max(1, Math.min(limits.timeoutMs, deadline - Date.now()));
      const signal = AbortSignal.timeout(budget);
      // In place, not a copy: the inner hooks were bound to this object when the chain was built.
      requestOptions.request = { ...requestOptions.request, signal };
      let failure: unknown;
      try {
        const response = await request(requestOptions);
        // octokit reads an interrupted body as "" instead of failing; a timeout is a timeout.
        if (!signal.aborted) return response;
        failure = new Error(`no complete answer within ${budget} ms (timed out)`);
      } catch (error) {
        failure = signal.aborted ? new Error(`no answer within ${budget} ms (timed out)`) : error;
      }
      const e = failure as OctokitErrorLike;
      if (attempt > 0 && method === 'DELETE' && e.response?.status === 404) {
        return { status: 204, url: String(requestOptions.url), headers: {}, data: undefined };
      }
      const delay = retryDelay(e, attempt, limits.retryDelayMs);
      if (attempt < limits.retries && isRetryable(method, e) && Date.now() + delay < deadline) {
        await limits.sleep(delay);
        continue;
      }
      throw toGitHubApiError(endpointOf(method, e.request?.url ?? String(requestOptions.url)), failure);
    }
  });
  LIMITS.set(octokit, limits);
  return octokit;
}

function parse<S extends z.core.$ZodType>(schema: S, data: unknown, endpoint: string): z.output<S> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const where = first?.path.length ? ` at ${first.path.join('.')}` : '';
  throw new GitHubApiError(
    endpoint,
    undefined,
    `unexpected response shape${where}: ${first?.message ?? 'invalid'}`,
  );
}

/**
 * Runs one request under the caller's endpoint name (and page): HTTP, network and timeout
 * failures arrive as GitHubApiError from the request hook; anything else went wrong while
 * building the request or reading its answer.
 */
async function call<T>(endpoint: string, page: number | undefined, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof GitHubApiError) {
      throw new GitHubApiError(endpoint, error.status, error.detail, page ?? error.page);
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new GitHubApiError(
      endpoint,
      undefined,
      `unexpected response shape (${detail.slice(0, 200)})`,
      page,
    );
  }
}

/** What a non-list answer looked like, for the error (never its content). */
function shapeOf(data: unknown): string {
  if (data === undefined || data === '') return 'an empty body';
  if (data === null) return 'null';
  if (typeof data === 'string') return 'a body that is not JSON';
  if (Array.isArray(data)) return 'a list';
  if (typeof data === 'object')
    return `an object with keys ${Object.keys(data).slice(0, 5).join(', ') || '(none)'}`;
  return `a JSON ${typeof data}`;
}

/** The items of one list page: a JSON list, or the one list inside a `{total_count, ...}` wrapper. */
function pageItems(response: OctokitResponse, endpoint: string, page: number): unknown[] {
  if (response.status !== 200) {
    throw new GitHubApiError(endpoint, response.status, 'a list page must answer 200 with a JSON list', page);
  }
  const data = response.data;
  if (Array.isArray(data)) return data;
  if (data !== null && typeof data === 'object' && 'total_count' in data) {
    const keys = Object.keys(data).filter((key) => !WRAPPER_META.has(key));
    const inner = keys.length === 1 ? (data as Record<string, unknown>)[keys[0]!] : undefined;
    if (Array.isArray(inner)) return inner;
  }
  throw new GitHubApiError(
    endpoint,
    undefined,
    `unexpected response shape: expected a JSON list, got ${shapeOf(data)}`,
    page,
  );
}

/** The `rel="next"` target of a Link header, or undefined on the last page. */
export function nextLink(header: string | number | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(',')) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!m) continue;
    const rel = /(?:^|;)\s*rel\s*=\s*"?([^";]*)"?/i.exec(m[2]!);
    if (rel && rel[1]!.toLowerCase().split(/\s+/).includes('next')) return m[1]!;
  }
  return undefined;
}

/** The next page's absolute URL, checked against the API origin and base path. */
function checkedNext(link: string, current: string, limits: Limits, endpoint: string, page: number): string {
  const api = new URL(limits.baseUrl);
  let next: URL;
  try {
    next = new URL(link, current || limits.baseUrl);
  } catch {
    throw new GitHubApiError(endpoint, undefined, `the next-page link is not a URL`, page);
  }
  const basePath = api.pathname.replace(/\/+$/, '');
  if (
    next.origin !== api.origin ||
    !(next.pathname === basePath || next.pathname.startsWith(`${basePath}/`))
  ) {
    throw new GitHubApiError(
      endpoint,
      undefined,
      `the next-page link leaves the API (${next.origin}${next.pathname} is not under ${limits.baseUrl}); it was not followed and received no token`,
      page,
    );
  }
  return next.toString();
}

/** Every page of a list, raw items in order; fails closed on any page (see the header). */
async function readAllPages(
  octokit: Octokit,
  endpoint: string,
  route: string,
  params: Record<string, unknown>,
): Promise<unknown[]> {
  const limits = limitsFor(octokit);
  const items: unknown[] = [];
  const seen = new Set<string>();
  let response = (await call(endpoint, 1, () =>
    octokit.request(route, { per_page: PAGE, ...params }),
  )) as OctokitResponse;
  for (let page = 1; ; page++) {
    for (const item of pageItems(response, endpoint, page)) items.push(item);
    if (response.url) seen.add(response.url);
    const link = nextLink(response.headers.link);
    if (link === undefined) return items;
    const url = checkedNext(link, response.url, limits, endpoint, page);
    if (seen.has(url)) {
      throw new GitHubApiError(
        endpoint,
        undefined,
        `the next-page link points back at a page already read (a Link loop); pagination stops here and at ${limits.maxPages} pages at most (${GITHUB_LIMIT_ENV.maxPages})`,
        page,
      );
    }
    if (page >= limits.maxPages) {
      throw new GitHubApiError(
        endpoint,
        undefined,
        `the list has more than ${limits.maxPages} pages, the page cap (${GITHUB_LIMIT_ENV.maxPages}); refusing to decide on a partial list`,
        page,
      );
    }
    response = (await call(endpoint, page + 1, () =>
      octokit.request({ method: 'GET', url }),
    )) as OctokitResponse;
  }
}

/**
 * The endpoint's name for messages: `GET /repos/o/r/pulls/7` from the route and its parameters
 * (no host, no query).
 */
function endpointName(route: string, params: Record<string, unknown>): string {
  return route.replace(/\{(\w+)\}/g, (whole, key: string) =>
    params[key] === undefined ? whole : encodeURIComponent(String(params[key])),
  );
}

// The building blocks every adapter in io/ uses for GitHub calls, so that timeouts, retries,
// pagination rules and response checks are written once.

/** One request (2xx) whose answer is checked against `schema`. */
export async function requestOne<S extends z.core.$ZodType>(
  octokit: Octokit,
  route: string,
  params: Record<string, unknown>,
  schema: S,
): Promise<z.output<S>> {
  const endpoint = endpointName(route, params);
  const { data } = await call(endpoint, undefined, () => octokit.request(route, params));
  return parse(schema, data, endpoint);
}

/** A request whose answer is not read (writes, deletes). */
export async function requestVoid(
  octokit: Octokit,
  route: string,
  params: Record<string, unknown>,
): Promise<void> {
  await call(endpointName(route, params), undefined, () => octokit.request(route, params));
}

/**
 * Every page of a list endpoint, each item checked against `schema`. Wrapped lists
 * (`workflow_runs`, `artifacts`, `jobs`, `check_runs`, ...) are unwrapped as octokit's paginate
 * does. Any fault on any page throws; a partial list is never returned.
 */
export async function listAllPages<S extends z.core.$ZodType>(
  octokit: Octokit,
  route: string,
  params: Record<string, unknown>,
  schema: S,
): Promise<z.output<S>[]> {
  const endpoint = endpointName(route, params);
  const items = await readAllPages(octokit, endpoint, route, params);
  return items.map((item, i) => parse(schema, item, `${endpoint} (item ${i})`));
}

/** The octokit of `options`, or `options` itself: the ports built on one octokit share its client. */
export function octokitOf(options: GitHubOptions | Octokit): Octokit {
  return 'token' in options ? createOctokit(options) : options;
}

/** The GitHubClient port over one octokit (one token). */
export function createGitHubClient(options: GitHubOptions | Octokit): GitHubClient {
  const octokit = octokitOf(options);
  const one = <S extends z.core.$ZodType>(route: string, params: Record<string, unknown>, schema: S) =>
    requestOne(octokit, route, params, schema);
  const all = <S extends z.core.$ZodType>(route: string, params: Record<string, unknown>, schema: S) =>
    listAllPages(octokit, route, params, schema);
  const write = (route: string, params: Record<string, unknown>) => requestVoid(octokit, route, params);

  return {
    async listPullsForCommit(repo, sha) {
      // First page only, as the reference reads it; still a 200 with a JSON list or an error.
      const route = 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls';
      const params = { ...repo, commit_sha: sha };
      const endpoint = endpointName(route, params);
      const response = (await call(endpoint, 1, () => octokit.request(route, params))) as OctokitResponse;
      return pageItems(response, endpoint, 1).map((item, i) =>
        parse(PullRefSchema, item, `${endpoint} (item ${i})`),
      );
    },
    listIssueComments: (repo, issue) =>
      all(
        'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
        { ...repo, issue_number: issue },
        IssueCommentSchema,
      ),
    getPull: (repo, pull) =>
      one('GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: pull }, PullRequestSchema),
    listPullFiles: (repo, pull) =>
      all(
        'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
        { ...repo, pull_number: pull },
        PullFileSchema,
      ),
    async listPullCommitShas(repo, pull) {
      const commits = await all(
        'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits',
        { ...repo, pull_number: pull },
        CommitSchema,
      );
      return commits.map((c) => c.sha);
    },
    listWorkflowRuns(repo, workflowId, filter) {
      const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
      return all(
        'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
        { ...repo, workflow_id: workflowId, ...query },
        WorkflowRunSchema,
      );
    },
    getRun: (repo, runId) =>
      one(
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
        { ...repo, run_id: String(runId) },
        WorkflowRunSchema,
      ),
    listRunArtifacts: (repo, runId) =>
      all(
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
        { ...repo, run_id: String(runId) },
        ArtifactSchema,
      ),
    getCollaboratorPermission: (repo, login) =>
      one(
        'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
        { ...repo, username: login },
        CollaboratorPermissionSchema,
      ),
    listIssueTimeline: (repo, issue) =>
      all(
        'GET /repos/{owner}/{repo}/issues/{issue_number}/timeline',
        { ...repo, issue_number: issue },
        TimelineEventSchema,
      ),
    async createIssueComment(repo, issue, body) {
      const created = await one(
        'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
        { ...repo, issue_number: issue, body },
        IssueCommentSchema,
      );
      return { id: created.id };
    },
    updateIssueComment: (repo, commentId, body) =>
      write('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        ...repo,
        comment_id: commentId,
        body,
      }),
    dispatchRepositoryEvent: (repo, eventType, clientPayload) =>
      write('POST /repos/{owner}/{repo}/dispatches', {
        ...repo,
        event_type: eventType,
        client_payload: clientPayload,
      }),
    dispatchWorkflow: (repo, workflowId, ref, inputs) =>
      write('POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches', {
        ...repo,
        workflow_id: workflowId,
        ref,
        inputs,
      }),
    async getCommitParents(repo, sha) {
      const commit = await one(
        'GET /repos/{owner}/{repo}/commits/{ref}',
        { ...repo, ref: sha },
        CommitParentsSchema,
      );
      return commit.parents.map((parent) => parent.sha);
    },
    async listRecentWorkflowRuns(repo, workflowId, event, perPage) {
      const page = await one(
        'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
        { ...repo, workflow_id: workflowId, event, per_page: perPage },
        WorkflowRunPageSchema,
      );
      return page.workflow_runs;
    },
    listCheckRuns: (repo, sha) =>
      all('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', { ...repo, ref: sha }, CheckRunSchema),
    listCommentReactions: (repo, commentId) =>
      all(
        'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
        { ...repo, comment_id: commentId },
        ReactionSchema,
      ),
    createCommentReaction: (repo, commentId, content) =>
      one(
        'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
        { ...repo, comment_id: commentId, content },
        ReactionSchema,
      ),
    deleteCommentReaction: (repo, commentId, reactionId) =>
      write('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}', {
        ...repo,
        comment_id: commentId,
        reaction_id: reactionId,
      }),
  };
}
