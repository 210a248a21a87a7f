import { setOutputs as writeOutputs } from './workflow-commands.js';

/**
 * Outputs are strings on the runner; objects are written as compact JSON. All of a step's
 * outputs go to GITHUB_OUTPUT in one append, each value serialised once.
 */
export function setOutputs(outputs: Record<string, string | number | boolean | object | undefined>): void {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(outputs)) {
    if (value === undefined) continue;
    entries.push([name, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
  }
  writeOutputs(entries);
}
