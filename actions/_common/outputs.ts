import * as core from '@actions/core';

type OutputValue = string | number | boolean | object | undefined;

/** Sets each defined output; core.setOutput writes objects as compact JSON, the rest as text. */
export function setOutputs(outputs: Record<string, OutputValue>): void {
  for (const [name, value] of Object.entries(outputs)) if (value !== undefined) core.setOutput(name, value);
}
