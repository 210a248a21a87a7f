import { SweepkitError } from '../errors.js';
import type { RepoRef } from './client.js';

const REPO_PATTERN = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/;

/** `owner/name` → RepoRef; `where` names the flag or input for the error. */
export function parseRepo(fullName: string, where = 'repository'): RepoRef {
  const m = REPO_PATTERN.exec(fullName.trim());
  if (!m) {
    throw new SweepkitError({
      message: `${where} must be owner/name`,
      value: fullName,
      hint: 'for example SemiAnalysisAI/InferenceX',
    });
  }
  return { owner: m[1]!, repo: m[2]! };
}

export function repoName(repo: RepoRef): string {
  return `${repo.owner}/${repo.repo}`;
}
