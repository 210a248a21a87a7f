/**
 * The GitHub adapter: the one Octokit factory and the octokit implementation of the
 * GitHubClient port (shared/github/client.ts).
 *
 * - baseUrl comes from GITHUB_API_URL read when the client is created (not at import, which is
 *   what @actions/github does on its own), so tests and the CLI can point it at a fake server.
 * - List endpoints follow Link headers to the last page.
 * - Idempotent reads (GET/HEAD) are retried on 5xx, 429 and network errors, a bounded number of
 *   times with exponential backoff; writes are never retried.
 * - Every failure becomes a GitHubApiError naming the endpoint and status. Nothing here logs:
 *   no token, request body or comment text is ever printed.
 */
import { getOctokit } from '@actions/github';
import type { GitHubClient, RepoRef } from '../shared/github/client.js';
import { GitHubApiError } from '../shared/github/errors.js';
import {
  ArtifactSchema,
  CheckRunSchema,
  CollaboratorPermissionSchema,
  CommitSchema,
  IssueCommentSchema,
  PullRefSchema,
  PullRequestSchema,
  ReactionSchema,
  TimelineEventSchema,
  WorkflowRunSchema,
} from '../shared/github/schemas.js';
import { z } from '../shared/zod.js';

export const DEFAULT_API_URL = 'https://api.github.com';

export interface GitHubOptions {
  token: string;
  /** Default: GITHUB_API_URL at call time, else https://api.github.com. */
  baseUrl?: string;
  /** Retries of a failing idempotent read (default 3). */
  retries?: number;
  /** First backoff delay; doubles per retry (default 200 ms). */
  retryDelayMs?: number;
  /** Per-request timeout (default 30 s, as the reference). */
  timeoutMs?: number;
}

export type Octokit = ReturnType<typeof getOctokit>;

const IDEMPOTENT = new Set(['GET', 'HEAD']);
const RETRY_AFTER_CAP_MS = 10_000;
const SILENT = { debug() {}, info() {}, warn() {}, error() {} };

interface OctokitErrorLike {
  status?: number;
  message?: string;
  name?: string;
  response?: { status?: number; data?: unknown; headers?: Record<string, string | undefined> };
  request?: { url?: string };
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

export function toGitHubApiError(endpoint: string, error: unknown): GitHubApiError {
  if (error instanceof GitHubApiError) return error;
  const e = (error ?? {}) as OctokitErrorLike;
  const status = e.response ? (e.response.status ?? e.status) : undefined;
  const detail = e.response
    ? detailOf(e)
    : `request failed (${e.name === 'AbortError' ? 'timed out' : (e.message ?? 'network error')})`;
  return new GitHubApiError(endpoint, status, detail);
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
  return status >= 500 || status === 429;
}

/** The one Octokit factory. */
export function createOctokit(options: GitHubOptions): Octokit {
  if (!options.token) {
    throw new Error('a GitHub token is required (set GITHUB_TOKEN, or the action input github-token)');
  }
  const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '');
  const retries = options.retries ?? 3;
  const baseDelay = options.retryDelayMs ?? 200;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const octokit = getOctokit(options.token, { baseUrl, log: SILENT });
  octokit.hook.wrap('request', async (request, requestOptions) => {
    const method = String(requestOptions.method ?? 'GET').toUpperCase();
    for (let attempt = 0; ; attempt++) {
      try {
        return await request({
          ...requestOptions,
          request: { ...requestOptions.request, signal: AbortSignal.timeout(timeoutMs) },
        });
      } catch (error) {
        const e = error as OctokitErrorLike;
        if (attempt < retries && isRetryable(method, e)) {
          await new Promise((resolve) => setTimeout(resolve, retryDelay(e, attempt, baseDelay)));
          continue;
        }
        throw toGitHubApiError(endpointOf(method, e.request?.url ?? String(requestOptions.url)), error);
      }
    }
  });
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

function parseList<S extends z.core.$ZodType>(schema: S, data: unknown, endpoint: string): z.output<S>[] {
  if (!Array.isArray(data)) {
    throw new GitHubApiError(endpoint, undefined, 'unexpected response shape: expected a list');
  }
  return data.map((item, i) => parse(schema, item, `${endpoint} (item ${i})`));
}

/**
 * Runs one call. HTTP and network failures already arrive as GitHubApiError (the request hook);
 * anything else went wrong while reading an answer (e.g. paginate over a malformed page).
 */
async function call<T>(endpoint: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof GitHubApiError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new GitHubApiError(endpoint, undefined, `unexpected response shape (${detail.slice(0, 200)})`);
  }
}

const PAGE = 100;

/**
 * The endpoint's name for messages: `GET /repos/o/r/pulls/7` from the route and its parameters
 * (no host, no query).
 */
export function endpointName(route: string, params: Record<string, unknown>): string {
  return route.replace(/\{(\w+)\}/g, (whole, key: string) =>
    params[key] === undefined ? whole : encodeURIComponent(String(params[key])),
  );
}

// The building blocks every adapter in io/ uses for GitHub calls, so that timeouts, retries,
// pagination rules and response checks are written once.

/** One request whose answer is checked against `schema`. */
export async function requestOne<S extends z.core.$ZodType>(
  octokit: Octokit,
  route: string,
  params: Record<string, unknown>,
  schema: S,
): Promise<z.output<S>> {
  const endpoint = endpointName(route, params);
  const { data } = await call(endpoint, () => octokit.request(route, params));
  return parse(schema, data, endpoint);
}

/** A request whose answer is not read (writes, deletes). */
export async function requestVoid(
  octokit: Octokit,
  route: string,
  params: Record<string, unknown>,
): Promise<void> {
  await call(endpointName(route, params), () => octokit.request(route, params));
}

/**
 * Every page of a list endpoint, each item checked against `schema` (octokit's paginate unwraps
 * the endpoints that wrap their list in an object: `workflow_runs`, `artifacts`, `jobs`, ...).
 */
export async function listAllPages<S extends z.core.$ZodType>(
  octokit: Octokit,
  route: string,
  params: Record<string, unknown>,
  schema: S,
): Promise<z.output<S>[]> {
  const endpoint = endpointName(route, params);
  const data = await call(endpoint, () => octokit.paginate(route, { per_page: PAGE, ...params }));
  return parseList(schema, data, endpoint);
}

/** The GitHubClient port over one octokit (one token). */
export function createGitHubClient(options: GitHubOptions | Octokit): GitHubClient {
  const octokit = 'token' in options ? createOctokit(options) : options;
  const path = (repo: RepoRef, rest: string) => `/repos/${repo.owner}/${repo.repo}${rest}`;

  async function list(endpoint: string, route: string, params: Record<string, unknown>): Promise<unknown> {
    return call(endpoint, () => octokit.paginate(route, { per_page: PAGE, ...params }));
  }

  return {
    async listPullsForCommit(repo, sha) {
      const endpoint = `GET ${path(repo, `/commits/${sha}/pulls`)}`;
      const { data } = await call(endpoint, () =>
        octokit.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { ...repo, commit_sha: sha }),
      );
      return parseList(PullRefSchema, data, endpoint);
    },
    async listIssueComments(repo, issue) {
      const endpoint = `GET ${path(repo, `/issues/${issue}/comments`)}`;
      const data = await list(endpoint, 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...repo,
        issue_number: issue,
      });
      return parseList(IssueCommentSchema, data, endpoint);
    },
    async getPull(repo, pull) {
      const endpoint = `GET ${path(repo, `/pulls/${pull}`)}`;
      const { data } = await call(endpoint, () =>
        octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: pull }),
      );
      return parse(PullRequestSchema, data, endpoint);
    },
    async listPullCommitShas(repo, pull) {
      const endpoint = `GET ${path(repo, `/pulls/${pull}/commits`)}`;
      const data = await list(endpoint, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', {
        ...repo,
        pull_number: pull,
      });
      return parseList(CommitSchema, data, endpoint).map((c) => c.sha);
    },
    async listWorkflowRuns(repo, workflowId, filter) {
      const endpoint = `GET ${path(repo, `/actions/workflows/${workflowId}/runs`)}`;
      const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
      const data = await list(endpoint, 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', {
        ...repo,
        workflow_id: workflowId,
        ...query,
      });
      return parseList(WorkflowRunSchema, data, endpoint);
    },
    async getRun(repo, runId) {
      const endpoint = `GET ${path(repo, `/actions/runs/${runId}`)}`;
      const { data } = await call(endpoint, () =>
        octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', {
          ...repo,
          run_id: runId as number,
        }),
      );
      return parse(WorkflowRunSchema, data, endpoint);
    },
    async listRunArtifacts(repo, runId) {
      const endpoint = `GET ${path(repo, `/actions/runs/${runId}/artifacts`)}`;
      const data = await list(endpoint, 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', {
        ...repo,
        run_id: runId,
      });
      return parseList(ArtifactSchema, data, endpoint);
    },
    async getCollaboratorPermission(repo, login) {
      const endpoint = `GET ${path(repo, `/collaborators/${encodeURIComponent(login)}/permission`)}`;
      const { data } = await call(endpoint, () =>
        octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
          ...repo,
          username: login,
        }),
      );
      return parse(CollaboratorPermissionSchema, data, endpoint);
    },
    async listIssueTimeline(repo, issue) {
      const endpoint = `GET ${path(repo, `/issues/${issue}/timeline`)}`;
      const data = await list(endpoint, 'GET /repos/{owner}/{repo}/issues/{issue_number}/timeline', {
        ...repo,
        issue_number: issue,
      });
      return parseList(TimelineEventSchema, data, endpoint);
    },
    async createIssueComment(repo, issue, body) {
      const endpoint = `POST ${path(repo, `/issues/${issue}/comments`)}`;
      const { data } = await call(endpoint, () =>
        octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
          ...repo,
          issue_number: issue,
          body,
        }),
      );
      return { id: parse(IssueCommentSchema, data, endpoint).id };
    },
    async updateIssueComment(repo, commentId, body) {
      const endpoint = `PATCH ${path(repo, `/issues/comments/${commentId}`)}`;
      await call(endpoint, () =>
        octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
          ...repo,
          comment_id: commentId,
          body,
        }),
      );
    },
    async dispatchRepositoryEvent(repo, eventType, clientPayload) {
      const endpoint = `POST ${path(repo, '/dispatches')}`;
      await call(endpoint, () =>
        octokit.request('POST /repos/{owner}/{repo}/dispatches', {
          ...repo,
          event_type: eventType,
          client_payload: clientPayload,
        }),
      );
    },
    async dispatchWorkflow(repo, workflowId, ref, inputs) {
      const endpoint = `POST ${path(repo, `/actions/workflows/${workflowId}/dispatches`)}`;
      await call(endpoint, () =>
        octokit.request('POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches', {
          ...repo,
          workflow_id: workflowId,
          ref,
          inputs,
        }),
      );
    },
    async listCheckRuns(repo, sha) {
      const endpoint = `GET ${path(repo, `/commits/${sha}/check-runs`)}`;
      const { data } = await call(endpoint, () =>
        octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', {
          ...repo,
          ref: sha,
          per_page: PAGE,
        }),
      );
      const runs = (data as { check_runs?: unknown } | undefined)?.check_runs;
      return parseList(CheckRunSchema, runs, endpoint);
    },
    async listCommentReactions(repo, commentId) {
      const endpoint = `GET ${path(repo, `/issues/comments/${commentId}/reactions`)}`;
      const data = await list(endpoint, 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', {
        ...repo,
        comment_id: commentId,
      });
      return parseList(ReactionSchema, data, endpoint);
    },
    async createCommentReaction(repo, commentId, content) {
      const endpoint = `POST ${path(repo, `/issues/comments/${commentId}/reactions`)}`;
      const { data } = await call(endpoint, () =>
        octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', {
          ...repo,
          comment_id: commentId,
          content,
        }),
      );
      return parse(ReactionSchema, data, endpoint);
    },
    async deleteCommentReaction(repo, commentId, reactionId) {
      const endpoint = `DELETE ${path(repo, `/issues/comments/${commentId}/reactions/${reactionId}`)}`;
      await call(endpoint, () =>
        octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}', {
          ...repo,
          comment_id: commentId,
          reaction_id: reactionId,
        }),
      );
    },
  };
}
