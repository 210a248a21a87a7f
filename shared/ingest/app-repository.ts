import type { RepoRef } from '../github/client.js';
import { parseRepo } from '../github/repo.js';

/** The results app repository is this repository's name plus this suffix unless configured. */
const APP_REPOSITORY_SUFFIX = '-app';

/**
 * The repository that receives stage and ingest dispatches and sends stage callbacks:
 * the `app-repository` input when given, else `<this repository>-app`
 * (SemiAnalysisAI/InferenceX → SemiAnalysisAI/InferenceX-app). Never a literal in code.
 */
export function resolveAppRepository(configured: string | undefined, repository: string): RepoRef {
  return parseRepo(configured ?? `${repository}${APP_REPOSITORY_SUFFIX}`, 'app-repository');
}
