/**
 * zod building blocks for action inputs and CLI flags, which arrive as strings.
 * Empty strings are treated as "not given" before these run (see actions/_common/inputs.ts).
 */
import { z } from 'zod';

const TRUE = new Set(['true', 'True', 'TRUE']);
const FALSE = new Set(['false', 'False', 'FALSE']);

/** A transform's failure: the issue is pushed onto the parse payload, and the value is z.NEVER. */
function reject(ctx: z.core.ParsePayload, input: string, message: string, path?: PropertyKey[]): never {
  ctx.issues.push({ code: 'custom', message, input, ...(path ? { path } : {}) });
  return z.NEVER;
}

/** YAML 1.2 core booleans only, as @actions/core's getBooleanInput accepts. */
export const booleanString = z.pipe(
  z.string(),
  z.transform((text: string, ctx): boolean => {
    if (TRUE.has(text)) return true;
    if (FALSE.has(text)) return false;
    return reject(ctx, text, `expected true or false, got '${text}'`);
  }),
);

export const integerString = z.pipe(
  z.string(),
  z.transform((text: string, ctx): number => {
    if (!/^-?\d+$/.test(text.trim())) return reject(ctx, text, `expected a whole number, got '${text}'`);
    return Number(text.trim());
  }),
);

/** A JSON-encoded input validated by `schema` (any zod schema, mini or classic). */
export function jsonString<T extends z.core.$ZodType>(schema: T) {
  return z.pipe(
    z.string(),
    z.transform((text: string, ctx): z.output<T> => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        return reject(ctx, text, `not valid JSON (${(error as Error).message})`);
      }
      const parsed = z.safeParse(schema, value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) reject(ctx, text, issue.message, issue.path);
        return z.NEVER;
      }
      return parsed.data;
    }),
  );
}

/**
 * Turn a zod error into one readable line per issue, naming the input/flag and,
 * when `raw` holds it, the value that was given.
 */
export function describeZodIssues(
  error: z.core.$ZodError,
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
