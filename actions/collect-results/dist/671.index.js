export const id = 671;
export const ids = [671];
export const modules = {

/***/ 31303:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ uploadFile),
/* harmony export */   u: () => (/* binding */ downloadMatching)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _shared_collect_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84274);
/**
 * Artifact transfer with @actions/artifact: download the run's artifacts whose names match a
 * pattern (newest upload per name, as download-artifact does) and upload the aggregate.
 * FIX (spec §2.5 trap): every artifact goes into `<dir>/<name>/`, even when only one matches,
 * so the layout never depends on the match count. The collectors still accept the flat layout.
 */



/** Loaded on demand: process-result runs once per benchmark job and never needs the artifact client. */
async function artifactClient() {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645)]).then(__webpack_require__.bind(__webpack_require__, 9645));
    return new DefaultArtifactClient();
}
async function downloadMatching(pattern, dir) {
    const client = await artifactClient();
    const { artifacts } = await client.listArtifacts({ latest: true });
    const matching = artifacts
        .filter((artifact) => (0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_2__/* .matchesArtifactPattern */ .wU)(pattern, artifact.name))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    for (const artifact of matching) {
        await client.downloadArtifact(artifact.id, { path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, artifact.name) });
    }
    return { names: matching.map((artifact) => artifact.name) };
}
async function uploadFile(name, file) {
    const client = await artifactClient();
    const { id } = await client.uploadArtifact(name, [file], (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file) || '.', {});
    return id;
}


/***/ }),

/***/ 50671:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStatsMode: () => (/* binding */ runStatsMode)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./lib/shared/errors.js
var errors = __webpack_require__(22730);
// EXTERNAL MODULE: ./lib/shared/collect/index.js + 26 modules
var collect = __webpack_require__(84274);
// EXTERNAL MODULE: ./lib/actions/collect-results/src/artifacts.js
var artifacts = __webpack_require__(31303);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
;// CONCATENATED MODULE: ./lib/shared/github/errors.js
/**
 * A failed GitHub REST call: which endpoint, which status. Pure code branches on `status`
 * (e.g. 404 on a pinned run) without knowing about octokit. The message never carries the token
 * and quotes at most GitHub's own short `message` field of the answer.
 */
class errors_GitHubApiError extends Error {
    /** HTTP status, or undefined for network errors and malformed answers. */
    status;
    /** `GET /repos/o/r/pulls/7` (no query, no host). */
    endpoint;
    constructor(endpoint, status, detail) {
        super(`GitHub API ${endpoint} failed: ${status === undefined ? '' : `HTTP ${status}: `}${detail}`);
        this.name = 'GitHubApiError';
        this.endpoint = endpoint;
        this.status = status;
    }
}
function isNotFound(error) {
    return error instanceof errors_GitHubApiError && error.status === 404;
}

// EXTERNAL MODULE: ./lib/shared/zod.js + 14 modules
var zod = __webpack_require__(94245);
;// CONCATENATED MODULE: ./lib/shared/github/schemas.js
/**
 * The GitHub REST response shapes sweepkit reads (spec reuse-stage-ingest.md §2.2 "Reads"), one
 * zod schema per concept. Only the fields we consume are declared; the rest is dropped. Optional
 * fields are optional here so the pure rules (not the parser) decide what a missing value means.
 */

const UserSchema = zod.z.object({ login: zod.z.string(), type: zod.z.optional(zod.z.string()) });
/** E1 element (an entry without a number is skipped by the gate, not rejected here). */
const schemas_PullRefSchema = zod.z.object({ number: zod.z.nullish(zod.z.int()) });
/** E2 element (also the E10 answer). */
const schemas_IssueCommentSchema = zod.z.object({
    id: zod.z.int(),
    created_at: zod.z.nullish(zod.z.string()),
    author_association: zod.z.nullish(zod.z.string()),
    body: zod.z.nullish(zod.z.string()),
    user: zod.z.nullish(UserSchema),
});
/** A label as the API returns it; the stage workflow also tolerates bare strings. */
const LabelSchema = zod.z.union([zod.z.string(), zod.z.object({ name: zod.z.string() })]);
/** E3. */
const schemas_PullRequestSchema = zod.z.object({
    number: zod.z.int(),
    state: zod.z.nullish(zod.z.string()),
    draft: zod.z.nullish(zod.z.boolean()),
    merged_at: zod.z.nullish(zod.z.string()),
    labels: zod.z.nullish(zod.z.array(LabelSchema)),
    head: zod.z.nullish(zod.z.object({
        ref: zod.z.nullish(zod.z.string()),
        sha: zod.z.nullish(zod.z.string()),
        repo: zod.z.nullish(zod.z.object({ full_name: zod.z.nullish(zod.z.string()) })),
    })),
    base: zod.z.nullish(zod.z.object({ sha: zod.z.nullish(zod.z.string()), ref: zod.z.nullish(zod.z.string()) })),
    merge_commit_sha: zod.z.nullish(zod.z.string()),
});
/** E4 element. */
const schemas_CommitSchema = zod.z.object({ sha: zod.z.string() });
/** E5 element and E6. */
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
/** E7 element. */
const schemas_ArtifactSchema = zod.z.object({ name: zod.z.string(), expired: zod.z.nullish(zod.z.boolean()) });
/**
 * E8. Kept loose on purpose: authorization (shared/reuse/authorize.ts) decides what a missing
 * or malformed `permission` / `role_name` means, so the parser must not reject it first.
 */
const schemas_CollaboratorPermissionSchema = zod.z.object({
    permission: zod.z.optional(zod.z.unknown()),
    role_name: zod.z.optional(zod.z.unknown()),
});
/** E9 element. */
const schemas_TimelineEventSchema = zod.z.object({
    event: zod.z.nullish(zod.z.string()),
    label: zod.z.nullish(zod.z.object({ name: zod.z.string() })),
    created_at: zod.z.nullish(zod.z.string()),
});
/** E14 element. */
const schemas_CheckRunSchema = zod.z.object({
    name: zod.z.string(),
    started_at: zod.z.nullish(zod.z.string()),
    status: zod.z.nullish(zod.z.string()),
    conclusion: zod.z.nullish(zod.z.string()),
    details_url: zod.z.nullish(zod.z.string()),
});
/** E15 element, E16 answer. */
const schemas_ReactionSchema = zod.z.object({
    id: zod.z.int(),
    content: zod.z.string(),
    user: zod.z.nullish(UserSchema),
});
const REACTION = { approve: '+1', reject: '-1' };

;// CONCATENATED MODULE: ./lib/io/github.js
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




const DEFAULT_API_URL = 'https://api.github.com';
const IDEMPOTENT = new Set(['GET', 'HEAD']);
const RETRY_AFTER_CAP_MS = 10_000;
const SILENT = { debug() { }, info() { }, warn() { }, error() { } };
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
    if (error instanceof errors_GitHubApiError)
        return error;
    const e = (error ?? {});
    const status = e.response ? (e.response.status ?? e.status) : undefined;
    const detail = e.response
        ? detailOf(e)
        : `request failed (${e.name === 'AbortError' ? 'timed out' : (e.message ?? 'network error')})`;
    return new errors_GitHubApiError(endpoint, status, detail);
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
    return status >= 500 || status === 429;
}
/** The one Octokit factory. */
function createOctokit(options) {
    if (!options.token) {
        throw new Error('a GitHub token is required (set GITHUB_TOKEN, or the action input github-token)');
    }
    const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '');
    const retries = options.retries ?? 3;
    const baseDelay = options.retryDelayMs ?? 200;
    const timeoutMs = options.timeoutMs ?? 30_000;
    const octokit = (0,github/* getOctokit */.Q)(options.token, { baseUrl, log: SILENT });
    octokit.hook.wrap('request', async (request, requestOptions) => {
        const method = String(requestOptions.method ?? 'GET').toUpperCase();
        for (let attempt = 0;; attempt++) {
            try {
                return await request({
                    ...requestOptions,
                    request: { ...requestOptions.request, signal: AbortSignal.timeout(timeoutMs) },
                });
            }
            catch (error) {
                const e = error;
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
function parse(schema, data, endpoint) {
    const result = z.safeParse(schema, data);
    if (result.success)
        return result.data;
    const first = result.error.issues[0];
    const where = first?.path.length ? ` at ${first.path.join('.')}` : '';
    throw new GitHubApiError(endpoint, undefined, `unexpected response shape${where}: ${first?.message ?? 'invalid'}`);
}
function parseList(schema, data, endpoint) {
    if (!Array.isArray(data)) {
        throw new GitHubApiError(endpoint, undefined, 'unexpected response shape: expected a list');
    }
    return data.map((item, i) => parse(schema, item, `${endpoint} (item ${i})`));
}
/**
 * Runs one call. HTTP and network failures already arrive as GitHubApiError (the request hook);
 * anything else went wrong while reading an answer (e.g. paginate over a malformed page).
 */
async function call(endpoint, body) {
    try {
        return await body();
    }
    catch (error) {
        if (error instanceof GitHubApiError)
            throw error;
        const detail = error instanceof Error ? error.message : String(error);
        throw new GitHubApiError(endpoint, undefined, `unexpected response shape (${detail.slice(0, 200)})`);
    }
}
const PAGE = 100;
/** The GitHubClient port over one octokit (one token). */
function createGitHubClient(options) {
    const octokit = 'token' in options ? createOctokit(options) : options;
    const path = (repo, rest) => `/repos/${repo.owner}/${repo.repo}${rest}`;
    async function list(endpoint, route, params) {
        return call(endpoint, () => octokit.paginate(route, { per_page: PAGE, ...params }));
    }
    return {
        async listPullsForCommit(repo, sha) {
            const endpoint = `GET ${path(repo, `/commits/${sha}/pulls`)}`;
            const { data } = await call(endpoint, () => octokit.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { ...repo, commit_sha: sha }));
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
            const { data } = await call(endpoint, () => octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: pull }));
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
            const { data } = await call(endpoint, () => octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', {
                ...repo,
                run_id: runId,
            }));
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
            const { data } = await call(endpoint, () => octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
                ...repo,
                username: login,
            }));
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
            const { data } = await call(endpoint, () => octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                ...repo,
                issue_number: issue,
                body,
            }));
            return { id: parse(IssueCommentSchema, data, endpoint).id };
        },
        async updateIssueComment(repo, commentId, body) {
            const endpoint = `PATCH ${path(repo, `/issues/comments/${commentId}`)}`;
            await call(endpoint, () => octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                ...repo,
                comment_id: commentId,
                body,
            }));
        },
        async dispatchRepositoryEvent(repo, eventType, clientPayload) {
            const endpoint = `POST ${path(repo, '/dispatches')}`;
            await call(endpoint, () => octokit.request('POST /repos/{owner}/{repo}/dispatches', {
                ...repo,
                event_type: eventType,
                client_payload: clientPayload,
            }));
        },
        async dispatchWorkflow(repo, workflowId, ref, inputs) {
            const endpoint = `POST ${path(repo, `/actions/workflows/${workflowId}/dispatches`)}`;
            await call(endpoint, () => octokit.request('POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches', {
                ...repo,
                workflow_id: workflowId,
                ref,
                inputs,
            }));
        },
        async listCheckRuns(repo, sha) {
            const endpoint = `GET ${path(repo, `/commits/${sha}/check-runs`)}`;
            const { data } = await call(endpoint, () => octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', {
                ...repo,
                ref: sha,
                per_page: PAGE,
            }));
            const runs = data?.check_runs;
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
            const { data } = await call(endpoint, () => octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', {
                ...repo,
                comment_id: commentId,
                content,
            }));
            return parse(ReactionSchema, data, endpoint);
        },
        async deleteCommentReaction(repo, commentId, reactionId) {
            const endpoint = `DELETE ${path(repo, `/issues/comments/${commentId}/reactions/${reactionId}`)}`;
            await call(endpoint, () => octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}', {
                ...repo,
                comment_id: commentId,
                reaction_id: reactionId,
            }));
        },
    };
}

;// CONCATENATED MODULE: ./lib/actions/collect-results/src/github-run-jobs.js
/**
 * The REST side of run statistics: the RunJobsSource port over the one Octokit factory
 * (io/github.ts). Jobs of every attempt come from `GET /repos/{o}/{r}/actions/runs/{id}/jobs?filter=all`.
 */



function githubRunJobsSource(ref) {
    const [owner, repo] = ref.repository.split('/');
    const octokit = createOctokit({ token: ref.token, baseUrl: ref.baseUrl });
    return {
        async authenticatedUser() {
            try {
                const { data } = await octokit.request('GET /user');
                return data.login;
            }
            catch (error) {
                if (error instanceof errors_GitHubApiError && error.status === 401)
                    throw new collect/* RunStatsAuthError */.lb(error.message);
                if (error instanceof errors_GitHubApiError && (error.status === 403 || error.status === 404))
                    return undefined;
                throw error;
            }
        },
        async repositoryName() {
            const { data } = await octokit.request('GET /repos/{owner}/{repo}', { owner, repo });
            return data.full_name;
        },
        async run() {
            const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', {
                owner,
                repo,
                run_id: Number(ref.runId),
            });
            const run = data;
            return { id: run.id, name: run.name ?? run.display_title ?? '' };
        },
        async jobs() {
            const jobs = await octokit.paginate('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', {
                owner,
                repo,
                run_id: Number(ref.runId),
                filter: 'all',
                per_page: 100,
            });
            return jobs.map((job) => ({
                name: job.name,
                conclusion: job.conclusion ?? null,
                runAttempt: job.run_attempt,
            }));
        },
    };
}

// EXTERNAL MODULE: ./lib/actions/collect-results/src/report.js + 1 modules
var report = __webpack_require__(22314);
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
        core/* info */.pq(line);
    const { file, artifact: name } = collect/* RUN_ARTIFACTS */.A0.runStats;
    (0,external_node_fs_.writeFileSync)(file, gathered.stats === null ? 'null' : (0,collect/* toPythonJson */.M3)(gathered.stats));
    if (gathered.authFailure)
        core/* warning */.$e(`authentication failed, run_stats.json holds null: ${gathered.authFailure}`);
    const artifact = inputs.upload ? name : undefined;
    if (artifact)
        await (0,artifacts/* uploadFile */.Q)(artifact, file);
    const rows = Object.entries(gathered.stats ?? {}).filter(([, s]) => s.total > 0);
    const table = rows.length
        ? `| Hardware | Success | Total | Rate |\n|---|---:|---:|---:|\n${rows
            .map(([label, s]) => `| ${label} | ${s.n_success} | ${s.total} | ${((s.n_success / s.total) * 100).toFixed(2)}% |`)
            .join('\n')}\n`
        : 'No job carried a cluster label.\n';
    await (0,report/* finish */.O)(`## Hardware success rates\n\n${gathered.stats === null ? 'Authentication failed: no data.\n' : table}`, {
        file,
        artifact,
        rows: Object.keys(gathered.stats ?? {}).length,
        skipped: 0,
    });
}


/***/ }),

/***/ 22314:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ finish),
  v: () => (/* binding */ reportSkipped)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
;// CONCATENATED MODULE: ./lib/actions/_common/outputs.js

/** Outputs are strings on the runner; objects are written as compact JSON. */
function setOutputs(outputs) {
    for (const [name, value] of Object.entries(outputs)) {
        if (value === undefined)
            continue;
        core/* setOutput */.uH(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
}

;// CONCATENATED MODULE: ./lib/actions/collect-results/src/report.js


/** Rows are never dropped silently: each skipped file is a warning and a line of the summary. */
function reportSkipped(skipped) {
    for (const file of skipped)
        core/* warning */.$e(`${file.path}: ${file.reason}`, {
            title: 'collect-results: input skipped',
            file: file.path,
            startLine: file.line,
        });
    if (skipped.length === 0)
        return '';
    const lines = skipped.map((file) => `| \`${file.path}\` | ${file.reason.replace(/\|/g, '\\|')} |`);
    return `\n### Skipped input files (${skipped.length})\n\n| File | Why |\n|---|---|\n${lines.join('\n')}\n`;
}
async function finish(summary, outputs) {
    setOutputs({
        file: outputs.file ?? '',
        artifact: outputs.artifact ?? '',
        rows: outputs.rows,
        skipped: outputs.skipped,
    });
    await core/* summary */.z.addRaw(summary, true).write();
}


/***/ })

};
