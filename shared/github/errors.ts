/**
 * A failed GitHub REST call: which endpoint, which status, which page of a list. Pure code
 * branches on `status` (e.g. 404 on a pinned run) without knowing about octokit. The message
 * never carries the token and quotes at most GitHub's own short `message` field of the answer.
 */
import { SweepkitError } from '../errors.js';

export class GitHubApiError extends Error {
  /** HTTP status, or undefined for network errors, timeouts and malformed answers. */
  readonly status: number | undefined;
  /** `GET /repos/o/r/pulls/7` (no query, no host). */
  readonly endpoint: string;
  /** What went wrong, without endpoint and status. */
  readonly detail: string;
  /** The page of a list that failed (1-based); undefined for single requests. */
  readonly page: number | undefined;

  constructor(endpoint: string, status: number | undefined, detail: string, page?: number) {
    const where = page === undefined ? '' : ` (page ${page} of the list)`;
    super(
      `GitHub API ${endpoint} failed: ${status === undefined ? '' : `HTTP ${status}: `}${detail}${where}`,
    );
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
export class VerificationError extends SweepkitError {
  readonly apiError: GitHubApiError;

  constructor(what: string, cause: GitHubApiError) {
    super({
      message: `could not verify ${what}: ${cause.message}`,
      hint: 'nothing was decided on partial data; rerun once GitHub answers this call',
    });
    this.name = 'VerificationError';
    this.apiError = cause;
  }
}

/** Runs `body`; a GitHubApiError becomes a VerificationError about `what`, everything else passes. */
export async function verifying<T>(what: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof GitHubApiError) throw new VerificationError(what, error);
    throw error;
  }
}
