import * as core from '@actions/core';
import { setOutputs } from '../../_common/outputs.js';
import { type Skipped, skippedSummary } from '../../../shared/collect/summary.js';

export type { Skipped };

/** Rows are never dropped silently: each skipped file is a warning and a line of the summary. */
export function reportSkipped(skipped: Skipped[]): string {
  for (const file of skipped)
    core.warning(`${file.path}: ${file.reason}`, {
      title: 'collect-results: input skipped',
      file: file.path,
      startLine: file.line,
    });
  return skippedSummary(skipped);
}

export async function finish(
  summary: string,
  outputs: { file?: string; artifact?: string; rows: number; skipped: number },
): Promise<void> {
  setOutputs({
    file: outputs.file ?? '',
    artifact: outputs.artifact ?? '',
    rows: outputs.rows,
    skipped: outputs.skipped,
  });
  await core.summary.addRaw(summary, true).write();
}
