import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { throughputNames } from '../../../../shared/collect/names.js';
import { aggregateThroughput } from '../../../../shared/collect/throughput.js';
import { throughputSummary } from '../../../../shared/collect/summary.js';
import { readJsonFiles } from '../../../../io/result-tree.js';
import { downloadMatching, uploadFile } from '../artifacts.js';
import { ThroughputInputs } from '../inputs.js';
import { readInputs } from '../../../_common/inputs.js';
import { finish, reportSkipped } from '../report.js';

async function collectThroughput(inputs: ThroughputInputs): Promise<void> {
  const names = throughputNames(inputs['result-prefix']);
  const dir = inputs['results-dir'] ?? 'results';
  const downloaded = inputs.download ? (await downloadMatching(names.pattern, dir)).names : undefined;
  // Fetch first, decide second: every file is read, then aggregated; the output is written only
  // after every input loaded (strict mode throws before this point).
  const result = aggregateThroughput(readJsonFiles(dir), {
    strict: inputs.strict,
  });
  // Piece by piece: a large aggregate is never joined into one text.
  await pipeline(Readable.from(result.chunks()), createWriteStream(names.file));
  const artifact = inputs.upload ? names.artifact : undefined;
  if (artifact) await uploadFile(artifact, names.file);
  const summary = throughputSummary({
    file: names.file,
    source: downloaded ? `${downloaded.length} artifact(s) matching \`${names.pattern}\`` : `\`${dir}\``,
    artifact,
    counts: result.counts,
    skipped: result.skipped,
  });
  reportSkipped(result.skipped); // the warnings; the summary above already lists the files
  const rows = result.counts.rows;
  await finish(summary, {
    file: names.file,
    artifact,
    rows,
    skipped: result.skipped.length,
  });
}

/** The entry: its inputs, read and checked, then the work. */
export const run = (): Promise<void> => collectThroughput(readInputs(ThroughputInputs));
