/**
 * The results app's logical artifact name: it strips from the end of the name one group made of
 * an underscore, a letter, any run of letters, digits, dots or hyphens, another underscore and one
 * or more digits, i.e. the runner name `_<pool>_<index>` (`_h200-dgxc-slurm_1`). A retried job
 * that landed on another runner therefore has the same logical name as the first try, and the
 * app keeps only the newest upload of each logical name.
 *
 * A name ending in `_recipe-<16 hex>` never matches (the group must end in digits after an
 * underscore), so fingerprinted runs are not deduplicated: the app does the same.
 */
const RUNNER_SUFFIX = /_[A-Za-z][A-Za-z0-9.-]*_[0-9]+$/;

export function logicalName(artifactName: string): string {
  return artifactName.replace(RUNNER_SUFFIX, '');
}
