// Placeholder identities of a simulated run: one place, so docs and tests can name them.
export const DEFAULT_REPOSITORY = 'example-org/benchmarks';
export const DEFAULT_BRANCH = 'main';
export const DEFAULT_PR_NUMBER = 1;
export const DEFAULT_COMMENT_ID = 1;
export const DEFAULT_RUN_ID = '1000';
export const DEFAULT_ACTOR = 'octocat';
/** Owner of the head repository when `--fork` is given. */
export const FORK_OWNER = 'external-contributor';
export const DEFAULT_SHA = '0123456789abcdef0123456789abcdef01234567';
export const DEFAULT_HEAD_SHA = '89abcdef0123456789abcdef0123456789abcdef';
export const DEFAULT_BEFORE_SHA = 'fedcba9876543210fedcba9876543210fedcba98';
export const DEFAULT_PR_TITLE = 'Simulated pull request';
export const DEFAULT_HEAD_BRANCH = 'feature';

/** Activity types GitHub uses when a pull_request trigger lists no `types:`. */
export const DEFAULT_PULL_REQUEST_TYPES = ['opened', 'synchronize', 'reopened'];
