// Straight from the modules, not the capability's index, and the artifact client only when a
// transfer is asked for: aggregating a downloaded folder loads nothing the other entries need.
import { throughputNames } from '../../../../shared/collect/names.js';
import { aggregateThroughput } from '../../../../shared/collect/throughput.js';
import { throughputSummary } from '../../../../shared/collect/summary.js';
import { readJsonFiles } from '../../../../io/result-tree.js';
import { writeChunks } from '../../../../io/write-chunks.js';
import { tuneV8ForFolders } from '../../../../io/v8-tuning.js';
import type { ThroughputInputs } from '../inputs.js';
import { finish, reportSkipped } from '../report.js';

export async function throughputMode(inputs: ThroughputInputs): Promise<void> {
  const names = throughputNames(inputs['result-prefix']);
  const dir = inputs['results-dir'] ?? 'results';
  const downloaded = inputs.download
    ? (await (await import('../artifacts.js')).downloadMatching(names.pattern, dir)).names
    : undefined;
  // Fetch first, decide second: every file is read, then aggregated; the output is written only
  // after every input loaded (strict mode throws before this point).
  const result = aggregateThroughput(readJsonFiles(dir, { beforeReading: tuneV8ForFolders }), {
    strict: inputs.strict,
  });
  writeChunks(names.file, result.chunks());
  const artifact = inputs.upload ? names.artifact : undefined;
  if (artifact) await (await import('../artifacts.js')).uploadFile(artifact, names.file);
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
