import { jsonViews } from '../../shared/json-views.js';
import { type OutputBytes, setOutputs as writeOutputs } from './workflow-commands.js';

type OutputValue = string | number | boolean | object | undefined;

/**
 * Outputs are strings on the runner; objects are written as compact JSON. All of a step's
 * outputs go to GITHUB_OUTPUT in one append, each value serialised once. `shared`: objects that
 * several outputs hold (the matrix rows in each view of a sweep), serialised once for all of
 * them (shared/json-views.ts); the bytes are the same either way.
 */
export function setOutputs(outputs: Record<string, OutputValue>, shared?: readonly object[]): void {
  const objects: Record<string, object> = {};
  for (const [name, value] of Object.entries(outputs))
    if (typeof value === 'object' && value !== null) objects[name] = value;
  const json = shared ? jsonViews(objects, shared) : undefined;
  const entries: [string, OutputBytes][] = [];
  for (const [name, value] of Object.entries(outputs)) {
    if (value === undefined) continue;
    entries.push([name, json?.[name] ?? (typeof value === 'object' ? JSON.stringify(value) : String(value))]);
  }
  writeOutputs(entries);
}
