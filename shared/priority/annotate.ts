/**
 * Priority annotation of a plan (search-space-config) or a flat matrix: every runnable
 * entry (an object with `runner` and `framework`, at any depth) gains `priority`,
 * `queue-token` and, for skip-queue PRs, `skip-queue-pr`. Everything else is copied as is.
 * matrix-generate/changelog, the e2e family split and `sweepkit changelog priority` share it:
 *
 *   const policy = await parsePriorityPolicy(readFileSync(path, 'utf8'), path);
 *   const annotated = annotatePriority(plan, {
 *     policy, eventName, labels, criteria, queueNamespace: `${runId}:${attempt}`, prNumber,
 *   });
 *   process.stdout.write(formatAnnotated(annotated)); // compact, non-ASCII escaped, one newline
 */
import type { Entry } from './criteria.js';
import { PRIORITY_KEY, QUEUE_TOKEN_KEY, RUNNABLE_KEYS, SKIP_QUEUE_PR_KEY } from './names.js';
import type { PriorityPolicy } from './policy.js';
import { pythonJson } from './python-json.js';
import { queueToken } from './queue-token.js';
import { scoreEntry, type ScoringContext } from './score.js';

export interface PriorityOptions {
  policy: PriorityPolicy;
  /** github.event_name; looked up in the policy's event bonuses. Default ''. */
  eventName?: string;
  /** PR labels; null/undefined = none. */
  labels?: readonly string[] | null;
  /**
   * Classifier criteria (an input, so the source is pluggable).
   * null/undefined = no classifier: scoring uses the entry, the labels and the event.
   * [] = a classifier that flagged nothing: every entry fact is masked.
   */
  criteria?: readonly string[] | null;
  /** Prefix of the queue-token material: `<run_id>:<run_attempt>[:<family>]`. Default 'local'. */
  queueNamespace?: string;
  /** Set with the skip-queue label to add `skip-queue-pr: <n>` to every runnable entry. */
  prNumber?: number;
}

function isRunnableEntry(value: unknown): value is Entry {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    RUNNABLE_KEYS.every((key) => Object.hasOwn(value, key))
  );
}

/**
 * Returns an annotated copy of `document`; the input is not modified. Added keys go after
 * the entry's own keys; a key that already exists keeps its position and gets the new value.
 * The token hashes the entry as received, so re-annotating is stable apart from its own keys.
 */
export function annotatePriority<T>(document: T, options: PriorityOptions): T {
  const labels = options.labels ?? [];
  const context: ScoringContext = {
    policy: options.policy,
    eventName: options.eventName ?? '',
    labels,
    criteria: options.criteria ?? null,
  };
  const namespace = options.queueNamespace ?? 'local';
  const skipQueuePr =
    options.prNumber !== undefined && labels.includes(options.policy.skipQueueLabel)
      ? options.prNumber
      : undefined;

  const walk = (value: unknown, path: (string | number)[]): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (typeof value !== 'object' || value === null) return value;
    if (isRunnableEntry(value)) {
      const annotated: Entry = { ...value };
      annotated[PRIORITY_KEY] = scoreEntry(value, context);
      annotated[QUEUE_TOKEN_KEY] = queueToken(namespace, path, value);
      if (skipQueuePr !== undefined) annotated[SKIP_QUEUE_PR_KEY] = skipQueuePr;
      return annotated;
    }
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) copy[key] = walk(child, [...path, key]);
    return copy;
  };
  return walk(document, []) as T;
}

/** The reference's output bytes: compact JSON, non-ASCII escaped as \uXXXX, one newline. */
export function formatAnnotated(document: unknown): string {
  return `${pythonJson(document)}\n`;
}
