/**
 * zod building blocks for action inputs and CLI flags, which arrive as strings.
 * Empty strings are treated as "not given" before these run (see actions/_common/inputs.ts).
 */
import { z } from 'zod';

const TRUE = new Set(['true', 'True', 'TRUE']);
const FALSE = new Set(['false', 'False', 'FALSE']);

/** YAML 1.2 core booleans only, as @actions/core's getBooleanInput accepts. */
export const booleanString = z.string().transform((text, ctx) => {
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  ctx.addIssue({ code: 'custom', message: `expected true or false, got '${text}'` });
  return z.NEVER;
});

export const integerString = z.string().transform((text, ctx) => {
  if (!/^-?\d+$/.test(text.trim())) {
    ctx.addIssue({ code: 'custom', message: `expected a whole number, got '${text}'` });
    return z.NEVER;
  }
  return Number(text.trim());
});

/** A JSON-encoded input validated by `schema`. */
export function jsonString<T extends z.ZodType>(schema: T) {
  return z.string().transform((text, ctx): z.output<T> => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `not valid JSON (${(error as Error).message})` });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] });
      }
      return z.NEVER;
    }
    return parsed.data;
  });
}

/**
 * Turn a zod error into one readable line per issue, naming the input/flag and,
 * when `raw` holds it, the value that was given.
 */
export function describeZodIssues(
  error: z.ZodError,
  noun = 'input',
  raw: Record<string, unknown> = {},
): string[] {
  return error.issues.map((issue) => {
    const [head, ...rest] = issue.path.map(String);
    const name = head === undefined ? noun : `${noun} '${head}'${rest.length ? ` at ${rest.join('.')}` : ''}`;
    const given =
      head !== undefined && rest.length === 0 && typeof raw[head] === 'string' ? ` (got '${raw[head]}')` : '';
    return `${name}: ${issue.message}${given}`;
  });
}
