import * as core from '@actions/core';
import { describeZodIssues } from '../../shared/inputs.js';
import { z } from 'zod';

/**
 * Read every input named by the schema's keys once, treat '' as "not given",
 * and validate the whole record with zod. Errors name the input and the bad value.
 * The input names are the keys of the schema's shape.
 */
export function readInputs<S extends z.core.$ZodObject>(schema: S): z.output<S> {
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(schema._zod.def.shape)) {
    const value = core.getInput(name);
    raw[name] = value === '' ? undefined : value;
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    throw new Error(`Invalid action inputs:\n${describeZodIssues(parsed.error, 'input', raw).join('\n')}`);
  }
  return parsed.data;
}
