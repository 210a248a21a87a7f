import { writeFileSync } from 'node:fs';
import { aggregateEvals } from '../../../../shared/collect/evals/aggregate.js';
import { evalNames } from '../../../../shared/collect/names.js';
import { evalSummaryMarkdown } from '../../../../shared/collect/evals/summary.js';
import { readEvalSets } from '../../../../io/result-tree.js';
import { downloadMatching, uploadFile } from '../artifacts.js';
import { EvalsInputs } from '../inputs.js';
import { readInputs } from '../../../_common/inputs.js';
import { finish, reportSkipped } from '../report.js';

async function collectEvals(inputs: EvalsInputs): Promise<void> {
  const names = evalNames(inputs['result-prefix']);
  const dir = inputs['results-dir'] ?? 'eval_results';
  if (inputs.download) await downloadMatching(names.pattern, dir);
  const { sets, ignoredDirs, skipped: unread } = readEvalSets(dir);
  const result = aggregateEvals(sets, { strict: inputs.strict });
  writeFileSync(names.file, result.text);
  const artifact = inputs.upload ? names.artifact : undefined;
  if (artifact) await uploadFile(artifact, names.file);
  const skipped = [...unread, ...result.dropped.map((d) => ({ path: d.source, reason: d.reason }))];
  const ignored = ignoredDirs.length
    ? `\n${ignoredDirs.length} downloaded folder(s) hold no \`meta_env.json\` and are not eval sets: ${ignoredDirs.map((d) => `\`${d}\``).join(', ')}\n`
    : '';
  await finish(
    `## Eval Summary\n\n${evalSummaryMarkdown(result.rows, inputs['sort-by'])}${ignored}${reportSkipped(skipped)}`,
    {
      file: names.file,
      artifact,
      rows: result.rows.length,
      skipped: skipped.length,
    },
  );
}

/** The entry: its inputs, read and checked, then the work. */
export const run = (): Promise<void> => collectEvals(readInputs(EvalsInputs));
