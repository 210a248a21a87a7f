/**
 * The raw byte change between two revisions, one of three regimes
 * chosen by the entry comparison: append, pr-link corrections, or nothing.
 * Kept as the reference does it, so that every change it accepted still passes: a whitespace-only line at the very end of the appended
 * text passes, and a comment line before the separator between two appended entries passes;
 * only appended entries' separators are checked, never history's.
 */
import { Buffer } from 'node:buffer';
import type { Where } from './parse.js';
import { fail } from './parse.js';

const ENTRY_START = Buffer.from('- config-keys:');

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 10) line++;
  return line;
}

/** Offsets of column-0 `- config-keys:…\n` lines (a line ending in a newline). */
function entryStarts(bytes: Buffer): number[] {
  const starts: number[] = [];
  let at = bytes.indexOf(ENTRY_START);
  while (at >= 0) {
    if ((at === 0 || bytes[at - 1] === 10) && bytes.indexOf(10, at) >= 0) starts.push(at);
    at = bytes.indexOf(ENTRY_START, at + 1);
  }
  return starts;
}

function endsWith(bytes: Buffer, end: number, suffix: string): boolean {
  return end >= suffix.length && bytes.toString('latin1', end - suffix.length, end) === suffix;
}

/** Splits into lines keeping their terminators (the last line may lack one). */
function linesOf(bytes: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 10) {
      lines.push(bytes.subarray(start, i + 1));
      start = i + 1;
    }
  }
  if (start < bytes.length) lines.push(bytes.subarray(start));
  return lines;
}

const PR_LINK_LINE = Buffer.from('  pr-link:');

export function validateRawChange(
  baseRaw: Uint8Array,
  headRaw: Uint8Array,
  additions: number,
  corrections: number,
  where: Where,
): void {
  const base = Buffer.from(baseRaw.buffer, baseRaw.byteOffset, baseRaw.byteLength);
  const head = Buffer.from(headRaw.buffer, headRaw.byteOffset, headRaw.byteLength);
  if (additions > 0) {
    const prefixEqual = head.length >= base.length && head.subarray(0, base.length).equals(base);
    if (!prefixEqual) {
      let at = 0;
      while (at < base.length && at < head.length && base[at] === head[at]) at++;
      fail(
        where,
        'appended entries changed historical perf-changelog.yaml bytes; restore the base file byte-for-byte and append at the end',
        lineAt(head, at),
        'the first differing byte is on this line',
      );
    }
    const suffix = head.subarray(base.length);
    const needed = endsWith(base, base.length, '\n\n') ? '- config-keys:' : '\n- config-keys:';
    if (!suffix.subarray(0, needed.length).equals(Buffer.from(needed))) {
      fail(
        where,
        'new changelog entries must be separated from history by one empty line and appended at the end',
        lineAt(head, base.length),
        'put exactly one empty line between the last existing entry and your first `- config-keys:` line',
      );
    }
    const starts = entryStarts(head).slice(-additions);
    for (const start of starts.slice(1)) {
      if (!endsWith(head, start, '\n\n') || endsWith(head, start, '\n\n\n')) {
        fail(
          where,
          'appended changelog entries must have exactly one empty separator line',
          lineAt(head, start),
          'separate appended entries by exactly one empty line',
        );
      }
    }
    if (endsWith(head, head.length, '\n\n')) {
      fail(
        where,
        'the final appended changelog entry must end with one newline',
        lineAt(head, head.length - 1),
        'remove the empty lines at the end of the file',
      );
    }
    return;
  }
  if (corrections > 0) {
    const before = linesOf(base);
    const after = linesOf(head);
    if (before.length !== after.length) {
      fail(
        where,
        'pr-link corrections may not add or delete lines',
        undefined,
        'change only the `  pr-link:` lines',
      );
    }
    let changed = 0;
    for (let i = 0; i < before.length; i++) {
      const a = before[i]!;
      const b = after[i]!;
      if (a.equals(b)) continue;
      const linkLine = (l: Buffer) =>
        l.subarray(0, PR_LINK_LINE.length).equals(PR_LINK_LINE) && l[l.length - 1] === 10;
      if (!linkLine(a) || !linkLine(b)) {
        fail(
          where,
          `historical bytes changed outside a pr-link line at line ${i + 1}`,
          i + 1,
          'a correction may change only `  pr-link:` lines',
        );
      }
      changed++;
    }
    if (changed !== corrections) {
      fail(where, `expected ${corrections} changed pr-link line(s), found ${changed}`, undefined);
    }
    return;
  }
  if (!base.equals(head)) {
    let at = 0;
    while (at < base.length && at < head.length && base[at] === head[at]) at++;
    fail(
      where,
      'changelog diff has no appended entry or pr-link correction; historical whitespace and formatting are immutable',
      lineAt(head, at),
      'restore the existing bytes exactly (the first difference is on this line)',
    );
  }
}
