import * as core from '@actions/core';
import type { z } from 'zod';
import { describeZodIssues } from '../../shared/inputs.js';

/**
 * Read every input named by the schema's keys once, treat '' as "not given",
 * and validate the whole record with zod. Errors name the input and the bad value.
 */
export function readInputs<S extends z.ZodObject>(schema: S): z.output<S> {
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = core.getInput(name);
    raw[name] = value === '' ? undefined : value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid action inputs:\n${describeZodIssues(parsed.error, 'input', raw).join('\n')}`);
  }
  return parsed.data;
}
