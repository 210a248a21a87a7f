/**
 * Priority annotation: the library matrix-generate/changelog,
 * the e2e family split and `sweepkit changelog priority` share.
 *
 *   const policy = await parsePriorityPolicy(readFileSync(path, 'utf8'), path);
 *   const annotated = annotatePriority(plan, {
 *     policy, eventName, labels, criteria, queueNamespace: `${runId}:${attempt}`, prNumber,
 *   });
 *   process.stdout.write(formatAnnotated(annotated)); // compact, non-ASCII escaped, one newline
 */
import { pythonJson } from './python-json.js';

export { annotatePriority } from './annotate.js';
export { normalizeClassifierOutput } from './classifier.js';
export { supportedCriteria } from './criteria.js';
export { annotateFamilies, annotatePlan } from './families.js';
export { parseCriteriaJson, parseLabelsJson } from './flags.js';
export * from './names.js';
export { parsePriorityPolicy, type PriorityPolicy } from './policy.js';
export { queueToken } from './queue-token.js';
export { scoreEntry } from './score.js';

/** The reference's output bytes: compact JSON, non-ASCII escaped as \uXXXX, one newline. */
export function formatAnnotated(document: unknown): string {
  return `${pythonJson(document)}\n`;
}
