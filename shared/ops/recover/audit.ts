/**
 * `audit-changelog`: the anomalies of a changelog revision that a recovery must not copy
 * (a missing final newline, trailing whitespace, XXX or foreign links, exact duplicates).
 * They are reported, never fixed; only what the changelog parser itself rejects is an error.
 */
import { Buffer } from 'node:buffer';
import { pyEqual } from '../../changelog/compare.js';
import { parseChangelog } from '../../changelog/parse.js';
import { PLACEHOLDER, PrLinks } from '../../changelog/pr-link.js';

export interface Audit {
  entries: number;
  errors: string[];
  warnings: string[];
}

export async function auditChangelog(
  bytes: Uint8Array,
  label: string,
  file: string,
  repo: string,
): Promise<Audit> {
  const errors: string[] = [];
  let raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (raw.length > 0 && raw[raw.length - 1] !== 10) {
    errors.push('file does not end with a newline');
    raw = Buffer.concat([raw, Buffer.from('\n')]);
  }
  // The parser's own rejections (CR, tab, NUL, UTF-8, YAML, schema) propagate as hard errors.
  const parsed = await parseChangelog(raw, { file, label });
  const warnings: string[] = [];
  const lines = parsed.text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const trailing = lines.flatMap((line, i) => (line.trimEnd() !== line ? [i + 1] : []));
  if (trailing.length) warnings.push(`trailing whitespace on lines ${trailing.join(', ')}`);
  const links = new PrLinks(repo);
  parsed.entries.forEach((entry, i) => {
    const link = String(entry.raw['pr-link']);
    if (link === PLACEHOLDER) warnings.push(`entry ${i + 1} has an XXX pr-link`);
    else if (!links.isCanonical(link)) warnings.push(`entry ${i + 1} has a noncanonical pr-link: ${link}`);
    const first = parsed.entries.findIndex((other) => pyEqual(other.raw, entry.raw));
    if (first < i) warnings.push(`entry ${i + 1} exactly duplicates entry ${first + 1}`);
  });
  return { entries: parsed.entries.length, errors, warnings };
}
