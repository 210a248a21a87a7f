import * as core from '@actions/core';
import { SweepkitError } from '../../../../shared/errors.js';
import { BaselineFile, findBaseline } from '../../../../shared/collect/compare/baseline.js';
import { RUN_ARTIFACTS } from '../../../../shared/collect/names.js';
import { compareResults } from '../../../../shared/collect/compare/report.js';
import { parsePythonJson } from '../../../../shared/collect/json-text.js';
import { readJsonFiles } from '../../../../io/result-tree.js';
import { downloadMatching } from '../artifacts.js';
import { CompareInputs } from '../inputs.js';
import { readInputs } from '../../../_common/inputs.js';
import { type Skipped, finish, reportSkipped } from '../report.js';
import { readJsonFile } from '../../../../io/read-file.js';

const BASELINES_EXPECTED = 'give the JSON array of baseline records exported from production';

function loadBaselines(file: string | undefined) {
  if (!file)
    throw new SweepkitError({
      message: "input 'baselines' is required by collect-results/compare",
      hint: 'export the production results to a JSON file',
    });
  const value = readJsonFile(file, { what: 'baselines file', expected: BASELINES_EXPECTED });
  const parsed = BaselineFile.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SweepkitError({
      message: issue.message,
      file,
      path: issue.path.join('.'),
      hint: 'see the baselines input',
    });
  }
  return parsed.data;
}

async function compareWithBaselines(inputs: CompareInputs): Promise<void> {
  const baselines = loadBaselines(inputs.baselines);
  const dir = inputs['results-dir'] ?? 'results';
  if (inputs.download) await downloadMatching(RUN_ARTIFACTS.throughput.artifact, dir);
  // Every *.json at any depth (agg_bmk.json holds an array; compare flattens it one level).
  const elements: unknown[] = [];
  const skipped: Skipped[] = [];
  for (const file of readJsonFiles(dir)) {
    const parsed = typeof file.text === 'string' ? parsePythonJson(file.text) : undefined;
    if (parsed?.ok) elements.push(parsed.value);
    else if (inputs.strict)
      throw new SweepkitError({ message: 'unreadable or invalid JSON', file: file.path });
    else
      skipped.push({
        path: file.path,
        reason: parsed ? `invalid JSON: ${parsed.problem.message}` : 'unreadable',
      });
  }
  const report = compareResults(elements, (q) => findBaseline(q, baselines));
  for (const line of report.log) core.info(line);
  await finish(report.markdown + reportSkipped(skipped), {
    rows: report.matched + report.unmatched,
    skipped: skipped.length,
  });
}

/** The entry: its inputs, read and checked, then the work. */
export const run = (): Promise<void> => compareWithBaselines(readInputs(CompareInputs));
