/**
 * The hardware labels run-stats counts, from the runner pools file. It is read with the config
 * reader the matrix uses, so `runners.yaml` means the same thing to every command (one set of
 * scalar rules; NUL bytes, invalid UTF-8 and oversized values are named with their line).
 */
import { hardwareLabels } from '../shared/collect/run-stats/stats.js';
import { decodeConfigBytes, readYaml } from '../shared/config/yaml.js';
import { SweepkitError } from '../shared/errors.js';
import { readFileBytes } from './read-file.js';

/**
 * `what` names the file in errors (e.g. "runner pools file (--runners)"); `missingHint` says
 * how to provide it when it does not exist.
 */
export async function readRunnerLabels(path: string, what: string, missingHint: string): Promise<string[]> {
  const bytes = readFileBytes(path, { what, missing: 'undefined' });
  if (bytes === undefined)
    throw new SweepkitError({ file: path, message: `the ${what} does not exist`, hint: missingHint });
  return hardwareLabels(readYaml(decodeConfigBytes(bytes, path), path));
}
