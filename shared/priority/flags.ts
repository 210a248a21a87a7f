/**
 * The string forms labels and criteria arrive in (CLI flags, action inputs, workflow
 * expressions like toJson(labels)): '' or 'null' mean "none", anything else must be a
 * JSON array of strings.
 */
import { SweepkitError } from '../errors.js';

function parseStringArray(text: string | undefined, name: string): string[] | null {
  if (text === undefined || text.trim() === '' || text.trim() === 'null') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SweepkitError({
      message: `${name} must be a JSON array of strings`,
      value: text,
      hint: `not valid JSON (${(error as Error).message}); pass e.g. '["sweep-enabled"]'`,
    });
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new SweepkitError({
      message: `${name} must be a JSON array of strings`,
      value: text,
      hint: `pass e.g. '["sweep-enabled"]', '[]' or ''`,
    });
  }
  return value;
}

/** PR labels: none → []. */
export function parseLabelsJson(text: string | undefined, name = '--labels-json'): string[] {
  return parseStringArray(text, name) ?? [];
}

/** Classifier criteria: none → null (no classifier ran); '[]' → [] (flagged nothing). */
export function parseCriteriaJson(text: string | undefined, name = '--criteria-json'): string[] | null {
  return parseStringArray(text, name);
}
