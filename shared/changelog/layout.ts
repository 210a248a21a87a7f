/**
 * What a head revision's layout does differently from a clean append, once every base entry is
 * known to be present and unchanged (history.ts): new entries placed above history, blank or
 * whitespace-only lines of the history lost or gained, a separator that holds spaces, history
 * re-typed with the same value. Each finding names its line and the rule it breaks, so the gate
 * can say what happened and the plan can warn about it.
 */
import { Buffer } from 'node:buffer';
import { entrySpans } from '../merge-prep/spans.js';
import type { HistoryMatch } from './history.js';

export interface LayoutIssue {
  /** The rule, as a short phrase ("new entries go at the end"). */
  rule: string;
  message: string;
  /** 1-based line in the head. */
  line: number;
}

const LAYOUT_RULES = {
  placement: 'new entries go at the end',
  historyBlankLines: 'blank and whitespace-only lines of the history are kept as they are',
  separator: 'new entries follow exactly one empty line',
  finalNewline: 'the file ends with one newline',
  historyBytes: 'existing entries keep their bytes',
} as const;

/** A file as lines, with each entry's first line and the line after its content (0-based). */
interface Layout {
  lines: string[];
  starts: number[];
  ends: number[];
}

/** Blank, whitespace-only and comment lines: what lies between entries rather than in one. */
function isBetween(line: string): boolean {
  const text = line.trimStart();
  return text === '' || text.startsWith('#');
}

function layoutOf(bytes: Buffer, entries: number): Layout {
  const spans = entrySpans(bytes, entries);
  const lineAt = new Map<number, number>();
  const lines: string[] = [];
  let from = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 10) continue;
    lineAt.set(from, lines.length);
    lines.push(bytes.toString('utf8', from, i));
    from = i + 1;
  }
  lineAt.set(from, lines.length);
  const starts = spans.map((s) => lineAt.get(s.start)!);
  const ends = starts.map((start, k) => {
    let end = starts[k + 1] ?? lines.length;
    while (end > start + 1 && isBetween(lines[end - 1]!)) end--;
    return end;
  });
  return { lines, starts, ends };
}

/** The lines before entry k (k = entry count: the lines after the last entry), from where they start. */
function gap(layout: Layout, k: number): { from: number; lines: string[] } {
  const from = k === 0 ? 0 : layout.ends[k - 1]!;
  const to = k < layout.starts.length ? layout.starts[k]! : layout.lines.length;
  return { from, lines: layout.lines.slice(from, to) };
}

function describe(line: string): string {
  if (line === '') return 'an empty line';
  if (line.trim() === '') return `a line holding ${line.length} space${line.length === 1 ? '' : 's'}`;
  return `'${line.length > 40 ? `${line.slice(0, 40)}...` : line}'`;
}

/** An expected line and, when it comes from the base, its 1-based base line. */
interface Expected {
  text: string;
  baseLine?: number;
}

type Step = { op: 'keep' } | { op: 'missing'; expected: Expected } | { op: 'extra'; text: string };

/** The longest common subsequence of two short line lists, as keep/missing/extra steps. */
function alignLines(expected: Expected[], actual: string[]): Step[] {
  const m = expected.length;
  const n = actual.length;
  const best: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0));
  for (let i = m - 1; i >= 0; i--)
    for (let j = n - 1; j >= 0; j--)
      best[i]![j] =
        expected[i]!.text === actual[j]
          ? best[i + 1]![j + 1]! + 1
          : Math.max(best[i + 1]![j]!, best[i]![j + 1]!);
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < m || j < n) {
    if (i < m && j < n && expected[i]!.text === actual[j]) {
      steps.push({ op: 'keep' });
      i++;
      j++;
    } else if (j < n && (i === m || best[i]![j + 1]! >= best[i + 1]![j]!)) {
      steps.push({ op: 'extra', text: actual[j++]! });
    } else {
      steps.push({ op: 'missing', expected: expected[i++]! });
    }
  }
  return steps;
}

/** "line 4 is empty", "line 4 holds 2 spaces", "line 4 holds '# note'". */
function lineHolds(line: number, text: string): string {
  if (text === '') return `line ${line} is empty`;
  if (text.trim() === '') return `line ${line} holds ${text.length} space${text.length === 1 ? '' : 's'}`;
  return `line ${line} holds ${describe(text)}`;
}

/** One head line standing where another was expected. */
function replaced(want: Expected, text: string, line: number, historyRule: string): LayoutIssue {
  if (want.baseLine === undefined)
    return {
      rule: LAYOUT_RULES.separator,
      line,
      message: `${lineHolds(line, text)}; the separator is an empty line`,
    };
  return {
    rule: historyRule,
    line,
    message: `${lineHolds(line, text)} where the base has ${describe(want.text)} (base line ${want.baseLine})`,
  };
}

function missing(want: Expected, line: number, historyRule: string): LayoutIssue {
  if (want.baseLine === undefined)
    return {
      rule: LAYOUT_RULES.separator,
      line,
      message: `the entry at line ${line} needs one empty line before it`,
    };
  return {
    rule: historyRule,
    line,
    message: `${describe(want.text)} of the history (base line ${want.baseLine}) is missing before line ${line}`,
  };
}

/** Findings where the head's lines `actual` (from head line index `from`) are not `expected`. */
function gapIssues(
  expected: Expected[],
  actual: { from: number; lines: string[] },
  historyRule: string = LAYOUT_RULES.historyBlankLines,
): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  const steps = alignLines(expected, actual.lines);
  const separatorGap = expected.some((want) => want.baseLine === undefined);
  let at = actual.from;
  for (let s = 0; s < steps.length; s++) {
    const step = steps[s]!;
    const next = steps[s + 1];
    const line = at + 1;
    if (step.op === 'keep') {
      at++;
    } else if (step.op === 'missing' && next?.op === 'extra') {
      issues.push(replaced(step.expected, next.text, line, historyRule));
      at++;
      s++;
    } else if (step.op === 'extra' && next?.op === 'missing') {
      issues.push(replaced(next.expected, step.text, line, historyRule));
      at++;
      s++;
    } else if (step.op === 'missing') {
      issues.push(missing(step.expected, line, historyRule));
    } else {
      issues.push(
        separatorGap
          ? { rule: LAYOUT_RULES.separator, line, message: lineHolds(line, step.text) }
          : {
              rule: historyRule,
              line,
              message: `${lineHolds(line, step.text)}, which the base does not have there`,
            },
      );
      at++;
    }
  }
  return issues;
}

function baseLines(layout: Layout, from: number, to: number): Expected[] {
  return layout.lines.slice(from, to).map((text, i) => ({ text, baseLine: from + i + 1 }));
}

function baseGap(layout: Layout, k: number): Expected[] {
  const { from, lines } = gap(layout, k);
  return baseLines(layout, from, from + lines.length);
}

function linesText(first: number, last: number): string {
  return first === last ? `line ${first}` : `lines ${first}-${last}`;
}

/** Misplaced runs: new entries with history after them. */
function placementIssues(match: HistoryMatch, head: Layout, lastOld: number): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  const misplaced = match.added.filter((j) => j < lastOld);
  for (let r = 0; r < misplaced.length;) {
    let end = r;
    while (misplaced[end + 1] === misplaced[end]! + 1) end++;
    const run = misplaced.slice(r, end + 1);
    const lines = run.map((j) => head.starts[j]! + 1);
    const firstOld = run[run.length - 1]! + 1;
    const after = `entries the base already has at ${linesText(head.starts[firstOld]! + 1, head.ends[lastOld]!)}`;
    issues.push({
      rule: LAYOUT_RULES.placement,
      line: lines[0]!,
      message:
        run.length === 1
          ? `your entry at line ${lines[0]} sits above ${after}: new entries go at the end`
          : `your entries at lines ${lines.join(', ')} sit above ${after}: new entries go at the end`,
    });
    r = end + 1;
  }
  return issues;
}

/**
 * The layout findings of `headBytes` against `baseBytes`; empty when the head is the base plus
 * a clean append. Call only with a match that has no broken entry.
 */
export function layoutIssues(baseBytes: Buffer, headBytes: Buffer, match: HistoryMatch): LayoutIssue[] {
  const base = layoutOf(baseBytes, match.headOf.length);
  const head = layoutOf(headBytes, match.headOf.length + match.added.length);
  const baseOf = new Map<number, number>();
  match.headOf.forEach((j, i) => baseOf.set(j!, i));
  const lastOld = Math.max(-1, ...match.headOf.map((j) => j!));
  const issues = placementIssues(match, head, lastOld);
  const isNew = (j: number) => !baseOf.has(j);
  let previousBase = -1;
  for (let j = 0; j <= lastOld; j++) {
    const i = baseOf.get(j);
    if (i === undefined) continue;
    if (i !== previousBase + 1) {
      issues.push({
        rule: LAYOUT_RULES.historyBytes,
        line: head.starts[j]! + 1,
        message: `base entry ${i + 1} is out of its place at line ${head.starts[j]! + 1}`,
      });
    }
    previousBase = i;
    // The lines before this history entry, or before the misplaced run right above it (a merge
    // can leave the history's blank lines on either side of the run): whichever matches.
    let k = j;
    while (k > 0 && isNew(k - 1)) k--;
    const before = gapIssues(baseGap(base, i), gap(head, k));
    if (k === j || gapIssues(baseGap(base, i), gap(head, j)).length > 0) issues.push(...before);
    if (!match.corrections.includes(i)) {
      const baseContent = baseLines(base, base.starts[i]!, base.ends[i]!);
      const headContent = { from: head.starts[j]!, lines: head.lines.slice(head.starts[j], head.ends[j]) };
      // One finding per re-typed entry is enough to find it.
      issues.push(...gapIssues(baseContent, headContent, LAYOUT_RULES.historyBytes).slice(0, 1));
    }
  }
  const entries = match.headOf.length;
  const appended = match.added.filter((j) => j > lastOld);
  const trailing = baseGap(base, entries);
  if (appended.length === 0) {
    issues.push(...gapIssues(trailing, gap(head, head.starts.length)));
    return issues;
  }
  const endsEmpty = base.lines[base.lines.length - 1] === '';
  issues.push(...gapIssues(endsEmpty ? trailing : [...trailing, { text: '' }], gap(head, appended[0]!)));
  for (const j of appended.slice(1)) issues.push(...gapIssues([{ text: '' }], gap(head, j)));
  const end = gap(head, head.starts.length);
  if (end.lines.length > 0) {
    issues.push({
      rule: LAYOUT_RULES.finalNewline,
      line: end.from + 1,
      message: `${linesText(end.from + 1, end.from + end.lines.length)} after the last entry ${end.lines.length === 1 ? 'is' : 'are'} blank`,
    });
  }
  return issues;
}
