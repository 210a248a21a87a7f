import * as core from '../../_common/workflow-commands.js';
import { setOutputs } from '../../_common/outputs.js';

export interface Skipped {
  path: string;
  reason: string;
  line?: number;
}

/** Rows are never dropped silently: each skipped file is a warning and a line of the summary. */
export function reportSkipped(skipped: Skipped[]): string {
  for (const file of skipped)
    core.warning(`${file.path}: ${file.reason}`, {
      title: 'collect-results: input skipped',
      file: file.path,
      startLine: file.line,
    });
  if (skipped.length === 0) return '';
  const lines = skipped.map((file) => `| \`${file.path}\` | ${file.reason.replace(/\|/g, '\\|')} |`);
  return `\n### Skipped input files (${skipped.length})\n\n| File | Why |\n|---|---|\n${lines.join('\n')}\n`;
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
