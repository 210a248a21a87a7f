import * as core from '@actions/core';

/** Outputs are strings on the runner; objects are written as compact JSON. */
export function setOutputs(outputs: Record<string, string | number | boolean | object | undefined>): void {
  for (const [name, value] of Object.entries(outputs)) {
    if (value === undefined) continue;
    core.setOutput(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}
