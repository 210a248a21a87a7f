// The simulate command's file inputs: workflow text, an event payload, job outputs.
import { readFileSync } from 'node:fs';
import { SweepkitError, errorMessage } from '../../shared/errors.js';
import { readJsonFile } from '../../io/read-file.js';

export function readText(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new SweepkitError({
      file,
      message: `cannot read the ${what}: ${errorMessage(error)}`,
      hint: 'check the path',
    });
  }
}

export function readJsonObject(file: string, what: string, hint: string): Record<string, unknown> {
  const value = readJsonFile(file, { what, expected: hint });
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return value as Record<string, unknown>;
  throw new SweepkitError({ file, message: `the ${what} must be a JSON object`, value, hint });
}

const OUTPUTS_HINT = 'give {"<job>": {"<output>": value, ...}, ...}';

/** Job outputs are strings: a structured value in the file stands for its compact JSON. */
export function readOutputs(file: string): Record<string, Record<string, string>> {
  const document = readJsonObject(file, 'outputs file', OUTPUTS_HINT);
  const outputs: Record<string, Record<string, string>> = {};
  for (const [job, values] of Object.entries(document)) {
    if (typeof values !== 'object' || values === null || Array.isArray(values))
      throw new SweepkitError({
        file,
        entry: job,
        message: 'must map output names to values',
        value: values,
        hint: OUTPUTS_HINT,
      });
    outputs[job] = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  }
  return outputs;
}
