/**
 * `recipe-fingerprint`: SHA-256 of a canonical JSON text of the
 * generator row, without the per-point keys. Kept from the reference: the hash is taken on the row as
 * the generator produced it, before the plan's schema fills defaults, so stored fingerprints
 * keep matching. Keys sweepkit adds that the reference never had (`node-count`,
 * `require-power`) are derived, not recipe inputs, and are left out so fingerprints stay equal.
 */
import { createHash } from 'node:crypto';

/** Keys that vary along one curve or are not part of the recipe. */
const NOT_RECIPE_KEYS = new Set(['conc', 'exp-name', 'recipe-fingerprint', 'node-count', 'require-power']);

function canonicalString(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) out += '\\"';
    else if (code === 0x5c) out += '\\\\';
    else if (code === 0x0a) out += '\\n';
    else if (code === 0x0d) out += '\\r';
    else if (code === 0x09) out += '\\t';
    else if (code === 0x08) out += '\\b';
    else if (code === 0x0c) out += '\\f';
    else if (code < 0x20 || code > 0x7e) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += text[i];
  }
  return `${out}"`;
}

/** json.dumps(value, sort_keys=True, separators=(',', ':')) with ensure_ascii. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return canonicalString(value);
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${canonicalString(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function recipeText(row: Record<string, unknown>): string {
  const recipe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!NOT_RECIPE_KEYS.has(key)) recipe[key] = value;
  return canonicalJson(recipe);
}

export function recipeFingerprint(row: Record<string, unknown>): string {
  return createHash('sha256').update(recipeText(row), 'utf8').digest('hex');
}
