/**
 * `--format json|table|summary` of the commands people also run at a terminal: JSON (or the
 * drop-in file the command always writes) stays the default, byte for byte; `table` is plain
 * text for a terminal; `summary` is the Markdown the action writes to the job summary, from the
 * same shared function.
 */
import { UsageError } from '../../shared/errors.js';
import { didYouMean } from '../../shared/suggest.js';

const FORMATS = ['json', 'table', 'summary'] as const;
export type OutputFormat = (typeof FORMATS)[number];

/** The flag's table row; `json` says what the default output is for this command. */
export function formatFlag(json: string): { type: 'string'; value: string; help: string } {
  return {
    type: 'string',
    value: 'FORMAT',
    help: `json (default: ${json}), table, or summary (the job summary)`,
  };
}

export function outputFormat(text: string | undefined): OutputFormat {
  if (text === undefined) return 'json';
  if ((FORMATS as readonly string[]).includes(text)) return text as OutputFormat;
  throw new UsageError(`--format must be json, table or summary, got '${text}'${didYouMean(text, FORMATS)}`);
}
