/**
 * The read-only checks on the pull request (open, same repository, not a draft, labels): pure
 * functions of the `GET /pulls/{n}` answer that return
 * the refusal message, or null when the check passes.
 */
import type { PullRequest } from '../../github/schemas.js';
import { MERGE_INCOMPATIBLE_LABELS, PRIMARY_SWEEP_LABELS } from './names.js';

export function labelNames(pull: PullRequest): string[] {
  return (pull.labels ?? []).map((label) => (typeof label === 'string' ? label : label.name));
}

/** The PR is open (a merged PR reads as merged, a closed one as closed). */
function checkOpen(pull: PullRequest, pr: number): string | null {
  if (pull.state === 'open' && !pull.merged_at) return null;
  const state = pull.merged_at ? 'merged' : (pull.state ?? 'unknown');
  return `PR #${pr} is ${state}, expected OPEN`;
}

/** The head branch lives in the base repository (a deleted head repository counts as a fork). */
function checkSameRepository(pull: PullRequest, pr: number, repo: string): string | null {
  const head = pull.head?.repo?.full_name;
  if (head && head.toLowerCase() === repo.toLowerCase()) return null;
  return `PR #${pr} is from a fork; the merge helper cannot update its branch`;
}

/** Not a draft: GitHub refuses to merge drafts, and a draft's gate never runs. */
function checkReady(pull: PullRequest, pr: number): string | null {
  return pull.draft ? `PR #${pr} is a draft; mark it ready for review before merging` : null;
}

/**
 * Labels: zero or one primary label (labels select new GPU work; reuse needs none), and no label
 * whose sweep cannot be reused.
 */
function checkLabels(pull: PullRequest, pr: number): string | null {
  const names = labelNames(pull);
  const primary = names.filter((name) => (PRIMARY_SWEEP_LABELS as readonly string[]).includes(name));
  if (primary.length > 1) {
    return `PR #${pr} has multiple primary sweep labels: ${primary.join(', ')}; keep exactly one or none`;
  }
  const incompatible = names.filter((name) =>
    (MERGE_INCOMPATIBLE_LABELS as readonly string[]).includes(name),
  );
  if (incompatible.length > 0) {
    return `PR #${pr} uses ${incompatible.join(', ')}, which is not eligible for artifact reuse`;
  }
  return null;
}

/** The four checks above in order: the first failing step and message, or null. */
export function checkPull(
  pull: PullRequest,
  pr: number,
  repo: string,
): { step: string; message: string } | null {
  const checks: [string, string | null][] = [
    ['P3', checkOpen(pull, pr)],
    ['P4', checkSameRepository(pull, pr, repo)],
    ['P5', checkReady(pull, pr)],
    ['P6', checkLabels(pull, pr)],
  ];
  for (const [step, message] of checks) if (message !== null) return { step, message };
  return null;
}
