/**
 * Runs one generator request against the working tree: load the configs it names, then
 * generate. The CLI and the matrix-generate action both call this.
 */
import { loadMasterConfigs, loadRunnerConfig } from '../../shared/config/load.js';
import type { GeneratorRequest } from '../../shared/matrix/flags.js';
import { fullSweep, testConfig } from '../../shared/matrix/generate.js';
import { checkCommonOptions, checkFullSweepOptions } from '../../shared/matrix/options.js';
import type { FullSweepOptions, TestConfigOptions } from '../../shared/matrix/options.js';
import type { Row } from '../../shared/matrix/rows.js';
import { readSource, repoBytesReader, repoFileReader } from './files.js';

export async function generateFromRequest(request: GeneratorRequest, cwd = process.cwd()): Promise<Row[]> {
  // Flag checks come before any file is read, as in the reference.
  if (request.command === 'full-sweep') checkFullSweepOptions(request.options as FullSweepOptions);
  else checkCommonOptions(request.options);
  const master = await loadMasterConfigs(request.configFiles.map((path) => readSource(path, cwd)));
  const runners = await loadRunnerConfig(readSource(request.runnerConfig, cwd));
  const inputs = { master, runners, readFile: repoFileReader(cwd), readBytes: repoBytesReader(cwd) };
  return request.command === 'full-sweep'
    ? fullSweep(inputs, request.options as FullSweepOptions)
    : testConfig(inputs, request.options as TestConfigOptions);
}
