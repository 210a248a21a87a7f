/** Names of the priority annotation, in one place for code, tests and docs. */

/** Keys appended to every runnable entry, in this order. */
export const PRIORITY_KEY = 'priority';
export const QUEUE_TOKEN_KEY = 'queue-token';
export const SKIP_QUEUE_PR_KEY = 'skip-queue-pr';

/** A runnable entry is an object carrying both of these keys (a matrix row). */
export const RUNNABLE_KEYS = ['runner', 'framework'] as const;

export const DEFAULT_POLICY_PATH = 'configs/ci-priority.yaml';
export const DEFAULT_QUEUE_NAMESPACE = 'local';
export const SUPPORTED_POLICY_VERSION = 1;

/** Classifier criteria that are not keys of a policy map. */
export const FACT_CRITERIA = ['multi-node', 'agentic', 'eval-only'] as const;
export const CHECKLIST_CRITERION = 'checklist-complete';
export const PATCHWORK_CRITERION = 'patchwork';

export const AGENTIC_SCENARIO = 'agentic-coding';
