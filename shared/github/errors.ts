/**
 * A failed GitHub REST call: which endpoint, which status. Pure code branches on `status`
 * (e.g. 404 on a pinned run) without knowing about octokit. The message never carries the token
 * and quotes at most GitHub's own short `message` field of the answer.
 */
export class GitHubApiError extends Error {
  /** HTTP status, or undefined for network errors and malformed answers. */
  readonly status: number | undefined;
  /** `GET /repos/o/r/pulls/7` (no query, no host). */
  readonly endpoint: string;

  constructor(endpoint: string, status: number | undefined, detail: string) {
    super(`GitHub API ${endpoint} failed: ${status === undefined ? '' : `HTTP ${status}: `}${detail}`);
    this.name = 'GitHubApiError';
    this.endpoint = endpoint;
    this.status = status;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof GitHubApiError && error.status === 404;
}
