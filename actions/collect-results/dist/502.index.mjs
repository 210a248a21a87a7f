export const id = 502;
export const ids = [502];
export const modules = {

/***/ 60502:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStatsMode: () => (/* binding */ runStatsMode)
});

// EXTERNAL MODULE: ./lib/actions/_common/workflow-commands.js
var workflow_commands = __webpack_require__(98413);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ../../node_modules/yaml/dist/index.js
var dist = __webpack_require__(33483);
// EXTERNAL MODULE: ./lib/shared/errors.js
var errors = __webpack_require__(59413);
// EXTERNAL MODULE: ./lib/shared/collect/index.js + 13 modules
var collect = __webpack_require__(79632);
// EXTERNAL MODULE: ./lib/actions/collect-results/src/artifacts.js
var artifacts = __webpack_require__(82088);
// EXTERNAL MODULE: ../../node_modules/@actions/github/lib/github.js
var github = __webpack_require__(68803);
;// CONCATENATED MODULE: ./lib/shared/github/errors.js
/**
 * A failed GitHub REST call: which endpoint, which status, which page of a list. Pure code
 * branches on `status` (e.g. 404 on a pinned run) without knowing about octokit. The message
 * never carries the token and quotes at most GitHub's own short `message` field of the answer.
 */

class GitHubApiError extends Error {
    /** HTTP status, or undefined for network errors, timeouts and malformed answers. */
    status;
    /** `GET /repos/o/r/pulls/7` (no query, no host). */
    endpoint;
    /** What went wrong, without endpoint and status. */
    detail;
    /** The page of a list that failed (1-based); undefined for single requests. */
    page;
    constructor(endpoint, status, detail, page) {
        const where = page === undefined ? '' : ` (page ${page} of the list)`;
        super(`GitHub API ${endpoint} failed: ${status === undefined ? '' : `HTTP ${status}: `}${detail}${where}`);
        this.name = 'GitHubApiError';
        this.endpoint = endpoint;
        this.status = status;
        this.detail = detail;
        this.page = page;
    }
}
/**
 * A decision that could not be made because GitHub did not give a complete, well-formed answer.
 * It is never a denial and never an approval: the step fails and says which call failed.
 */
class VerificationError extends errors/* SweepkitError */.R0 {
    apiError;
    constructor(what, cause) {
        super({
            message: `could not verify ${what}: ${cause.message}`,
            hint: 'nothing was decided on partial data; rerun once GitHub answers this call',
        });
        this.name = 'VerificationError';
        this.apiError = cause;
    }
}
/** Runs `body`; a GitHubApiError becomes a VerificationError about `what`, everything else passes. */
async function verifying(what, body) {
    try {
        return await body();
    }
    catch (error) {
        if (error instanceof GitHubApiError)
            throw new VerificationError(what, error);
        throw error;
    }
}

// EXTERNAL MODULE: ./lib/shared/zod.js + 13 modules
var zod = __webpack_require__(23956);
;// CONCATENATED MODULE: ./lib/shared/github/schemas.js
/**
 * The GitHub REST response shapes sweepkit reads, one
 * zod schema per concept. Only the fields we consume are declared; the rest is dropped. Optional
 * fields are optional here so the pure rules (not the parser) decide what a missing value means.
 */

const UserSchema = zod.z.object({ login: zod.z.string(), type: zod.z.optional(zod.z.string()) });
/** An element of GET /commits/{sha}/pulls (an entry without a number is skipped by the gate, not rejected here). */
const schemas_PullRefSchema = zod.z.object({ number: zod.z.nullish(zod.z.int()) });
/** An issue comment: list element, and the answer of creating one. */
const schemas_IssueCommentSchema = zod.z.object({
    id: zod.z.int(),
    created_at: zod.z.nullish(zod.z.string()),
    author_association: zod.z.nullish(zod.z.string()),
    body: zod.z.nullish(zod.z.string()),
    user: zod.z.nullish(UserSchema),
});
/** A label as the API returns it; the stage workflow also tolerates bare strings. */
const LabelSchema = zod.z.union([zod.z.string(), zod.z.object({ name: zod.z.string() })]);
/**
 * `GET /pulls/{n}`. `labels` is required: GitHub always sends it, and an answer without it would silently skip
 * the incompatible-label and full-sweep-label checks.
 */
const schemas_PullRequestSchema = zod.z.object({
    number: zod.z.int(),
    state: zod.z.nullish(zod.z.string()),
    draft: zod.z.nullish(zod.z.boolean()),
    merged_at: zod.z.nullish(zod.z.string()),
    labels: zod.z.array(LabelSchema),
    head: zod.z.nullish(zod.z.object({
        ref: zod.z.nullish(zod.z.string()),
        sha: zod.z.nullish(zod.z.string()),
        repo: zod.z.nullish(zod.z.object({ full_name: zod.z.nullish(zod.z.string()) })),
    })),
    base: zod.z.nullish(zod.z.object({ sha: zod.z.nullish(zod.z.string()), ref: zod.z.nullish(zod.z.string()) })),
    merge_commit_sha: zod.z.nullish(zod.z.string()),
});
/** An element of GET /pulls/{n}/commits. */
const schemas_CommitSchema = zod.z.object({ sha: zod.z.string() });
/** A workflow run: list element, and the answer of GET /actions/runs/{id}. */
const schemas_WorkflowRunSchema = zod.z.object({
    id: zod.z.int(),
    event: zod.z.nullish(zod.z.string()),
    status: zod.z.nullish(zod.z.string()),
    conclusion: zod.z.nullish(zod.z.string()),
    path: zod.z.nullish(zod.z.string()),
    head_sha: zod.z.nullish(zod.z.string()),
    head_branch: zod.z.nullish(zod.z.string()),
    run_attempt: zod.z.nullish(zod.z.int()),
    html_url: zod.z.nullish(zod.z.string()),
    created_at: zod.z.nullish(zod.z.string()),
    pull_requests: zod.z.nullish(zod.z.array(zod.z.object({ number: zod.z.int() }))),
    display_title: zod.z.nullish(zod.z.string()),
});
/** An element of GET /actions/runs/{id}/artifacts. */
const schemas_ArtifactSchema = zod.z.object({ name: zod.z.string(), expired: zod.z.nullish(zod.z.boolean()) });
/**
 * GET /collaborators/{login}/permission. Kept loose on purpose: authorization (shared/reuse/authorize.ts) decides what a missing
 * or malformed `permission` / `role_name` means, so the parser must not reject it first.
 */
const schemas_CollaboratorPermissionSchema = zod.z.object({
    permission: zod.z.optional(zod.z.unknown()),
    role_name: zod.z.optional(zod.z.unknown()),
});
/** An element of GET /issues/{n}/timeline. */
const schemas_TimelineEventSchema = zod.z.object({
    event: zod.z.nullish(zod.z.string()),
    label: zod.z.nullish(zod.z.object({ name: zod.z.string() })),
    created_at: zod.z.nullish(zod.z.string()),
});
/** An element of GET /commits/{sha}/check-runs. */
const schemas_CheckRunSchema = zod.z.object({
    name: zod.z.string(),
    started_at: zod.z.nullish(zod.z.string()),
    status: zod.z.nullish(zod.z.string()),
    conclusion: zod.z.nullish(zod.z.string()),
    details_url: zod.z.nullish(zod.z.string()),
});
/** A comment reaction: list element, and the answer of creating one. */
const schemas_ReactionSchema = zod.z.object({
    id: zod.z.int(),
    content: zod.z.string(),
    user: zod.z.nullish(UserSchema),
});
const REACTION = { approve: '+1', reject: '-1' };

;// CONCATENATED MODULE: ./lib/io/github.js
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
 *   SWEEPKIT_GITHUB_RETRIES) with exponential backoff, and never past a total deadline per
 *   request (default timeout × (retries + 1) plus 5 s for the backoff). POST/PATCH/PUT are never
 *   retried. A retried DELETE that answers 404 means an earlier attempt went through.
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




const DEFAULT_API_URL = 'https://api.github.com';
/** Environment variables that tune the limits (an option given in code wins). */
const GITHUB_LIMIT_ENV = {
    timeoutMs: 'SWEEPKIT_GITHUB_TIMEOUT_MS',
    retries: 'SWEEPKIT_GITHUB_RETRIES',
    maxPages: 'SWEEPKIT_GITHUB_MAX_PAGES',
};
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RETRIES = 3;
const DEFAULT_MAX_PAGES = 100;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'DELETE']);
const RETRY_AFTER_CAP_MS = 10_000;
/** Room for the backoff delays in the default total deadline. */
const BACKOFF_ALLOWANCE_MS = 5_000;
const SILENT = { debug() { }, info() { }, warn() { }, error() { } };
const PAGE = 100;
/** Keys of a wrapped list answer that are not the list (as octokit's paginate skips them). */
const WRAPPER_META = new Set(['total_count', 'incomplete_results', 'repository_selection']);
/** The limits of each octokit made here; one made elsewhere gets the defaults. */
const LIMITS = new WeakMap();
function endpointOf(method, url) {
    if (!url)
        return method;
    try {
        return `${method} ${new URL(url, 'http://x').pathname}`;
    }
    catch {
        return `${method} ${url.split('?')[0]}`;
    }
}
/** GitHub's own short `message`, or a clipped text body; never request data. */
function detailOf(error) {
    const data = error.response?.data;
    if (data && typeof data === 'object' && typeof data.message === 'string') {
        return data.message;
    }
    if (typeof data === 'string' && data.trim() !== '')
        return data.trim().slice(0, 200);
    return error.message ?? 'no message';
}
function toGitHubApiError(endpoint, error) {
    if (error instanceof GitHubApiError)
        return error;
    const e = (error ?? {});
    const status = e.response ? (e.response.status ?? e.status) : undefined;
    const detail = e.response ? detailOf(e) : `request failed (${e.message ?? 'network error'})`;
    return new GitHubApiError(endpoint, status, detail);
}
function positiveInteger(name, text, min) {
    if (text === undefined || text === '')
        return undefined;
    if (!/^[0-9]+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text))) {
        throw new Error(`${name} must be a whole number of at least ${min}, got '${text}'`);
    }
    return Number(text);
}
function limitsOf(options) {
    const env = process.env;
    const baseUrl = (options.baseUrl ?? env.GITHUB_API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '');
    try {
        new URL(baseUrl);
    }
    catch {
        throw new Error(`the GitHub API URL '${baseUrl}' is not an absolute URL (check GITHUB_API_URL)`);
    }
    const timeoutMs = options.timeoutMs ??
        positiveInteger(GITHUB_LIMIT_ENV.timeoutMs, env[GITHUB_LIMIT_ENV.timeoutMs], 1) ??
        DEFAULT_TIMEOUT_MS;
    const retries = options.retries ??
        positiveInteger(GITHUB_LIMIT_ENV.retries, env[GITHUB_LIMIT_ENV.retries], 0) ??
        DEFAULT_RETRIES;
    const maxPages = options.maxPages ??
        positiveInteger(GITHUB_LIMIT_ENV.maxPages, env[GITHUB_LIMIT_ENV.maxPages], 1) ??
        DEFAULT_MAX_PAGES;
    return {
        baseUrl,
        retries,
        retryDelayMs: options.retryDelayMs ?? 200,
        timeoutMs,
        totalTimeoutMs: options.totalTimeoutMs ?? timeoutMs * (retries + 1) + BACKOFF_ALLOWANCE_MS,
        maxPages,
    };
}
function defaultLimits(octokit) {
    const baseUrl = String(octokit.request.endpoint.DEFAULTS.baseUrl ?? DEFAULT_API_URL);
    return { ...limitsOf({ token: 'x', baseUrl }), baseUrl: baseUrl.replace(/\/+$/, '') };
}
function limitsFor(octokit) {
    return LIMITS.get(octokit) ?? defaultLimits(octokit);
}
function retryDelay(error, attempt, baseMs) {
    const after = Number(error.response?.headers?.['retry-after']);
    if (Number.isFinite(after) && after > 0)
        return Math.min(after * 1000, RETRY_AFTER_CAP_MS);
    return baseMs * 2 ** attempt;
}
function isRetryable(method, error) {
    if (!IDEMPOTENT.has(method))
        return false;
    if (!error.response)
        return true; // network error or timeout
    const status = error.response.status ?? 0;
    if (status === 403)
        return error.response.headers?.['retry-after'] !== undefined; // rate limit
    return status >= 500 || status === 429;
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The one Octokit factory. */
function createOctokit(options) {
    if (!options.token) {
        throw new Error('a GitHub token is required (set GITHUB_TOKEN, or the action input github-token)');
    }
    const limits = limitsOf(options);
    const octokit = (0,github/* getOctokit */.Q)(options.token, { baseUrl: limits.baseUrl, log: SILENT });
    octokit.hook.wrap('request', async (request, requestOptions) => {
        const method = String(requestOptions.method ?? 'GET').toUpperCase();
        const deadline = Date.now() + limits.totalTimeoutMs;
        for (let attempt = 0;; attempt++) {
            const budget = Math.max(1, Math.min(limits.timeoutMs, deadline - Date.now()));
            const signal = AbortSignal.timeout(budget);
            // In place, not a copy: the inner hooks were bound to this object when the chain was built.
            requestOptions.request = { ...requestOptions.request, signal };
            let failure;
            try {
                const response = await request(requestOptions);
                // octokit reads an interrupted body as "" instead of failing; a timeout is a timeout.
                if (!signal.aborted)
                    return response;
                failure = new Error(`no complete answer within ${budget} ms (timed out)`);
            }
            catch (error) {
                failure = signal.aborted ? new Error(`no answer within ${budget} ms (timed out)`) : error;
            }
            const e = failure;
            if (attempt > 0 && method === 'DELETE' && e.response?.status === 404) {
                return { status: 204, url: String(requestOptions.url), headers: {}, data: undefined };
            }
            const delay = retryDelay(e, attempt, limits.retryDelayMs);
            if (attempt < limits.retries && isRetryable(method, e) && Date.now() + delay < deadline) {
                await sleep(delay);
                continue;
            }
            throw toGitHubApiError(endpointOf(method, e.request?.url ?? String(requestOptions.url)), failure);
        }
    });
    LIMITS.set(octokit, limits);
    return octokit;
}
function parse(schema, data, endpoint) {
    const result = zod.z.safeParse(schema, data);
    if (result.success)
        return result.data;
    const first = result.error.issues[0];
    const where = first?.path.length ? ` at ${first.path.join('.')}` : '';
    throw new GitHubApiError(endpoint, undefined, `unexpected response shape${where}: ${first?.message ?? 'invalid'}`);
}
/**
 * Runs one request under the caller's endpoint name (and page): HTTP, network and timeout
 * failures arrive as GitHubApiError from the request hook; anything else went wrong while
 * building the request or reading its answer.
 */
async function call(endpoint, page, body) {
    try {
        return await body();
    }
    catch (error) {
        if (error instanceof GitHubApiError) {
            throw new GitHubApiError(endpoint, error.status, error.detail, page ?? error.page);
        }
        const detail = error instanceof Error ? error.message : String(error);
        throw new GitHubApiError(endpoint, undefined, `unexpected response shape (${detail.slice(0, 200)})`, page);
    }
}
/** What a non-list answer looked like, for the error (never its content). */
function shapeOf(data) {
    if (data === undefined || data === '')
        return 'an empty body';
    if (data === null)
        return 'null';
    if (typeof data === 'string')
        return 'a body that is not JSON';
    if (Array.isArray(data))
        return 'a list';
    if (typeof data === 'object')
        return `an object with keys ${Object.keys(data).slice(0, 5).join(', ') || '(none)'}`;
    return `a JSON ${typeof data}`;
}
/** The items of one list page: a JSON list, or the one list inside a `{total_count, ...}` wrapper. */
function pageItems(response, endpoint, page) {
    if (response.status !== 200) {
        throw new GitHubApiError(endpoint, response.status, 'a list page must answer 200 with a JSON list', page);
    }
    const data = response.data;
    if (Array.isArray(data))
        return data;
    if (data !== null && typeof data === 'object' && 'total_count' in data) {
        const keys = Object.keys(data).filter((key) => !WRAPPER_META.has(key));
        const inner = keys.length === 1 ? data[keys[0]] : undefined;
        if (Array.isArray(inner))
            return inner;
    }
    throw new GitHubApiError(endpoint, undefined, `unexpected response shape: expected a JSON list, got ${shapeOf(data)}`, page);
}
/** The `rel="next"` target of a Link header, or undefined on the last page. */
function nextLink(header) {
    if (typeof header !== 'string')
        return undefined;
    for (const part of header.split(',')) {
        const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
        if (!m)
            continue;
        const rel = /(?:^|;)\s*rel\s*=\s*"?([^";]*)"?/i.exec(m[2]);
        if (rel && rel[1].toLowerCase().split(/\s+/).includes('next'))
            return m[1];
    }
    return undefined;
}
/** The next page's absolute URL, checked against the API origin and base path. */
function checkedNext(link, current, limits, endpoint, page) {
    const api = new URL(limits.baseUrl);
    let next;
    try {
        next = new URL(link, current || limits.baseUrl);
    }
    catch {
        throw new GitHubApiError(endpoint, undefined, `the next-page link is not a URL`, page);
    }
    const basePath = api.pathname.replace(/\/+$/, '');
    if (next.origin !== api.origin ||
        !(next.pathname === basePath || next.pathname.startsWith(`${basePath}/`))) {
        throw new GitHubApiError(endpoint, undefined, `the next-page link leaves the API (${next.origin}${next.pathname} is not under ${limits.baseUrl}); it was not followed and received no token`, page);
    }
    return next.toString();
}
/** Every page of a list, raw items in order; fails closed on any page (see the header). */
async function readAllPages(octokit, endpoint, route, params) {
    const limits = limitsFor(octokit);
    const items = [];
    const seen = new Set();
    let response = (await call(endpoint, 1, () => octokit.request(route, { per_page: PAGE, ...params })));
    for (let page = 1;; page++) {
        for (const item of pageItems(response, endpoint, page))
            items.push(item);
        if (response.url)
            seen.add(response.url);
        const link = nextLink(response.headers.link);
        if (link === undefined)
            return items;
        const url = checkedNext(link, response.url, limits, endpoint, page);
        if (seen.has(url)) {
            throw new GitHubApiError(endpoint, undefined, `the next-page link points back at a page already read (a Link loop); pagination stops here and at ${limits.maxPages} pages at most (${GITHUB_LIMIT_ENV.maxPages})`, page);
        }
        if (page >= limits.maxPages) {
            throw new GitHubApiError(endpoint, undefined, `the list has more than ${limits.maxPages} pages, the page cap (${GITHUB_LIMIT_ENV.maxPages}); refusing to decide on a partial list`, page);
        }
        response = (await call(endpoint, page + 1, () => octokit.request({ method: 'GET', url })));
    }
}
/**
 * The endpoint's name for messages: `GET /repos/o/r/pulls/7` from the route and its parameters
 * (no host, no query).
 */
function endpointName(route, params) {
    return route.replace(/\{(\w+)\}/g, (whole, key) => params[key] === undefined ? whole : encodeURIComponent(String(params[key])));
}
// The building blocks every adapter in io/ uses for GitHub calls, so that timeouts, retries,
// pagination rules and response checks are written once.
/** One request (2xx) whose answer is checked against `schema`. */
async function requestOne(octokit, route, params, schema) {
    const endpoint = endpointName(route, params);
    const { data } = await call(endpoint, undefined, () => octokit.request(route, params));
    return parse(schema, data, endpoint);
}
/** A request whose answer is not read (writes, deletes). */
async function requestVoid(octokit, route, params) {
    await call(endpointName(route, params), undefined, () => octokit.request(route, params));
}
/**
 * Every page of a list endpoint, each item checked against `schema`. Wrapped lists
 * (`workflow_runs`, `artifacts`, `jobs`, `check_runs`, ...) are unwrapped as octokit's paginate
 * does. Any fault on any page throws; a partial list is never returned.
 */
async function listAllPages(octokit, route, params, schema) {
    const endpoint = endpointName(route, params);
    const items = await readAllPages(octokit, endpoint, route, params);
    return items.map((item, i) => parse(schema, item, `${endpoint} (item ${i})`));
}
/** The GitHubClient port over one octokit (one token). */
function createGitHubClient(options) {
    const octokit = 'token' in options ? createOctokit(options) : options;
    const one = (route, params, schema) => requestOne(octokit, route, params, schema);
    const all = (route, params, schema) => listAllPages(octokit, route, params, schema);
    const write = (route, params) => requestVoid(octokit, route, params);
    return {
        async listPullsForCommit(repo, sha) {
            // First page only, as the reference reads it; still a 200 with a JSON list or an error.
            const route = 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls';
            const params = { ...repo, commit_sha: sha };
            const endpoint = endpointName(route, params);
            const response = (await call(endpoint, 1, () => octokit.request(route, params)));
            return pageItems(response, endpoint, 1).map((item, i) => parse(PullRefSchema, item, `${endpoint} (item ${i})`));
        },
        listIssueComments: (repo, issue) => all('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: issue }, IssueCommentSchema),
        getPull: (repo, pull) => one('GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: pull }, PullRequestSchema),
        async listPullCommitShas(repo, pull) {
            const commits = await all('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', { ...repo, pull_number: pull }, CommitSchema);
            return commits.map((c) => c.sha);
        },
        listWorkflowRuns(repo, workflowId, filter) {
            const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
            return all('GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', { ...repo, workflow_id: workflowId, ...query }, WorkflowRunSchema);
        },
        getRun: (repo, runId) => one('GET /repos/{owner}/{repo}/actions/runs/{run_id}', { ...repo, run_id: String(runId) }, WorkflowRunSchema),
        listRunArtifacts: (repo, runId) => all('GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', { ...repo, run_id: String(runId) }, ArtifactSchema),
        getCollaboratorPermission: (repo, login) => one('GET /repos/{owner}/{repo}/collaborators/{username}/permission', { ...repo, username: login }, CollaboratorPermissionSchema),
        listIssueTimeline: (repo, issue) => all('GET /repos/{owner}/{repo}/issues/{issue_number}/timeline', { ...repo, issue_number: issue }, TimelineEventSchema),
        async createIssueComment(repo, issue, body) {
            const created = await one('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: issue, body }, IssueCommentSchema);
            return { id: created.id };
        },
        updateIssueComment: (repo, commentId, body) => write('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
            ...repo,
            comment_id: commentId,
            body,
        }),
        dispatchRepositoryEvent: (repo, eventType, clientPayload) => write('POST /repos/{owner}/{repo}/dispatches', {
            ...repo,
            event_type: eventType,
            client_payload: clientPayload,
        }),
        dispatchWorkflow: (repo, workflowId, ref, inputs) => write('POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches', {
            ...repo,
            workflow_id: workflowId,
            ref,
            inputs,
        }),
        listCheckRuns: (repo, sha) => all('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', { ...repo, ref: sha }, CheckRunSchema),
        listCommentReactions: (repo, commentId) => all('GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', { ...repo, comment_id: commentId }, ReactionSchema),
        createCommentReaction: (repo, commentId, content) => one('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', { ...repo, comment_id: commentId, content }, ReactionSchema),
        deleteCommentReaction: (repo, commentId, reactionId) => write('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}', {
            ...repo,
            comment_id: commentId,
            reaction_id: reactionId,
        }),
    };
}

;// CONCATENATED MODULE: ./lib/io/github-run-jobs.js
/**
 * The REST side of run statistics: the RunJobsSource port over the one Octokit factory
 * (io/github.ts), every answer checked against its schema by requestOne / listAllPages. Jobs of
 * every attempt come from `GET /repos/{o}/{r}/actions/runs/{id}/jobs?filter=all`.
 */





/** The job fields run statistics read. */
const RunJobSchema = zod.z.object({
    name: zod.z.string(),
    conclusion: zod.z.nullish(zod.z.string()),
    run_attempt: zod.z.nullish(zod.z.int()),
});
const RepositorySchema = zod.z.object({ full_name: zod.z.string() });
/** The run fields run statistics read: its id and a name to show. */
const RunSchema = zod.z.object({
    id: zod.z.int(),
    name: zod.z.nullish(zod.z.string()),
    display_title: zod.z.nullish(zod.z.string()),
});
function githubRunJobsSource(ref) {
    const [owner, repo] = ref.repository.split('/');
    const octokit = createOctokit({ token: ref.token, baseUrl: ref.baseUrl });
    return {
        async authenticatedUser() {
            try {
                return (await requestOne(octokit, 'GET /user', {}, UserSchema)).login;
            }
            catch (error) {
                if (error instanceof GitHubApiError && error.status === 401)
                    throw new collect/* RunStatsAuthError */.lb(error.message);
                if (error instanceof GitHubApiError && (error.status === 403 || error.status === 404))
                    return undefined;
                throw error;
            }
        },
        async repositoryName() {
            return (await requestOne(octokit, 'GET /repos/{owner}/{repo}', { owner, repo }, RepositorySchema))
                .full_name;
        },
        async run() {
            const run = await requestOne(octokit, 'GET /repos/{owner}/{repo}/actions/runs/{run_id}', { owner, repo, run_id: Number(ref.runId) }, RunSchema);
            return { id: run.id, name: run.name ?? run.display_title ?? '' };
        },
        async jobs() {
            // listAllPages: every page 200 with a list, unwrapped from {total_count, jobs}, capped and
            // kept on the API origin; a fault on any page fails instead of returning fewer jobs.
            const jobs = await listAllPages(octokit, 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', { owner, repo, run_id: ref.runId, filter: 'all' }, RunJobSchema);
            return jobs.map((job) => ({
                name: job.name,
                conclusion: job.conclusion ?? null,
                runAttempt: job.run_attempt ?? undefined,
            }));
        },
    };
}

// EXTERNAL MODULE: ./lib/actions/collect-results/src/report.js + 1 modules
var report = __webpack_require__(16875);
;// CONCATENATED MODULE: ./lib/actions/collect-results/src/modes/run-stats.js








function labelsFrom(file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch {
        throw new errors/* SweepkitError */.R0({
            message: 'runner pools file not found',
            file,
            hint: 'check out the repository first, or set runners-file',
        });
    }
    return (0,collect/* hardwareLabels */.Wl)((0,dist/* parse */.qg)(text));
}
async function runStatsMode(inputs) {
    const labels = labelsFrom(inputs['runners-file']);
    const token = inputs['github-token'];
    if (!token)
        throw new errors/* SweepkitError */.R0({
            message: "input 'github-token' is empty",
            hint: 'pass a token with actions: read',
        });
    const source = githubRunJobsSource({
        token,
        repository: process.env.GITHUB_REPOSITORY ?? '',
        runId: inputs['run-id'] ?? process.env.GITHUB_RUN_ID ?? '',
    });
    const gathered = await (0,collect/* gatherRunStats */.cy)(source, labels);
    for (const line of gathered.log)
        workflow_commands/* info */.pq(line);
    const { file, artifact: name } = collect/* RUN_ARTIFACTS */.A0.runStats;
    (0,external_node_fs_.writeFileSync)(file, gathered.stats === null ? 'null' : (0,collect/* toPythonJson */.M3)(gathered.stats));
    if (gathered.authFailure)
        workflow_commands/* warning */.$e(`authentication failed, run_stats.json holds null: ${gathered.authFailure}`);
    const artifact = inputs.upload ? name : undefined;
    if (artifact)
        await (0,artifacts/* uploadFile */.Q)(artifact, file);
    await (0,report/* finish */.O)((0,collect/* runStatsSummary */.R$)(gathered.stats), {
        file,
        artifact,
        rows: Object.keys(gathered.stats ?? {}).length,
        skipped: 0,
    });
}


/***/ })

};
