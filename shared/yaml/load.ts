/**
 * The project's one YAML loader: js-yaml with PyYAML's scalar rules (scalars.ts), chosen over the
 * `yaml` package because it reads the master configs and the changelog several times faster in a
 * fresh process, which is what keeps the full sweep and the changelog gate well ahead of the
 * Python they replace (the `yaml` package still places validation errors: positions.ts).
 *
 * The text is read into parser events first and built from them, so a caller that needs where a
 * node sits (the changelog's entry and key lines) reads the same events the values came from.
 */
import {
  EVENT_ID,
  FAILSAFE_SCHEMA,
  YAMLException,
  binaryTag,
  constructFromEvents,
  mergeTag,
  omapTag,
  pairsTag,
  parseEvents,
  setTag,
  type Event,
} from 'js-yaml';
import { boolTag, floatTag, intTag, nullTag, timestampTag } from './scalars.js';

/** PyYAML's safe loader without merge keys (`<<` is an ordinary key). */
const PYYAML_SAFE_NO_MERGE = FAILSAFE_SCHEMA.withTags(
  nullTag,
  boolTag,
  intTag,
  floatTag,
  timestampTag,
  binaryTag,
  omapTag,
  pairsTag,
  setTag,
);
/** PyYAML's safe loader: its scalars, the YAML 1.1 collection tags and merge keys. */
const PYYAML_SAFE = PYYAML_SAFE_NO_MERGE.withTags(mergeTag);

export interface YamlLoadOptions {
  /** PyYAML's rule (a repeated key: the last value wins, at the first key's place) or a refusal. */
  duplicateKeys: 'last-wins' | 'reject';
  mergeKeys: boolean;
  /** Most nodes all aliases together may stand for: a bound against alias bombs. */
  aliasExpansions: number;
  /** Deepest nesting of collections: a bound against stack exhaustion. */
  maxDepth: number;
}

type YamlProblemKind = 'syntax' | 'duplicate-key' | 'too-deep' | 'alias-bomb';

export interface YamlProblem {
  kind: YamlProblemKind;
  /** The parser's reason, one line (`duplicated mapping key`). */
  reason: string;
  /** 1-based line of the offending text. */
  line: number | undefined;
  /** 0-based offset of the offending text. */
  offset: number | undefined;
}

export type Loaded =
  { ok: true; value: unknown; events: readonly Event[] } | { ok: false; problem: YamlProblem };

/** 1-based lines of offsets in one text: the line starts once, then a binary search per offset. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.starts.push(at + 1);
  }

  lineOf(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  /** Offset of the start of the line holding `offset`. */
  lineStart(offset: number): number {
    return this.starts[this.lineOf(offset) - 1]!;
  }
}

/** Where an event's text starts. */
export function eventOffset(event: Event): number {
  switch (event.type) {
    case EVENT_ID.SEQUENCE:
    case EVENT_ID.MAPPING:
      return event.start;
    case EVENT_ID.SCALAR:
      return event.anchorStart >= 0 ? Math.min(event.anchorStart, event.valueStart) : event.valueStart;
    case EVENT_ID.ALIAS:
      return event.anchorStart;
    default:
      return -1;
  }
}

function kindOf(reason: string): YamlProblemKind {
  if (reason.startsWith('duplicated mapping key')) return 'duplicate-key';
  if (reason.startsWith('nesting exceeded maxDepth')) return 'too-deep';
  return 'syntax';
}

function problemOf(error: unknown, text: string): YamlProblem {
  if (error instanceof YAMLException) {
    const offset = error.mark?.position;
    return {
      kind: kindOf(error.reason),
      reason: error.reason,
      line: offset === undefined ? undefined : new LineIndex(text).lineOf(offset),
      offset,
    };
  }
  // Stack exhaustion inside the parser, whatever the nesting bound: the caller names the line.
  if (error instanceof RangeError)
    return { kind: 'too-deep', reason: error.message, line: undefined, offset: undefined };
  throw error;
}

/**
 * The alias (offset) at which the nodes all aliases stand for first exceed `limit`, or undefined.
 * js-yaml shares one object per anchor, but whatever walks the value later (validation, JSON
 * output) visits every expansion, so the bound is on the expanded size.
 */
function aliasBombAt(events: readonly Event[], text: string, limit: number): number | undefined {
  const sizes = new Map<string, number>();
  const frames: { size: number; anchor: string | undefined }[] = [];
  let expanded = 0;
  const anchorOf = (event: { anchorStart: number; anchorEnd: number }) =>
    event.anchorStart >= 0 ? text.slice(event.anchorStart, event.anchorEnd) : undefined;
  const add = (size: number) => {
    const top = frames[frames.length - 1];
    if (top) top.size += size;
  };
  for (const event of events) {
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        frames.push({ size: 0, anchor: undefined });
        break;
      case EVENT_ID.SEQUENCE:
      case EVENT_ID.MAPPING:
        frames.push({ size: 1, anchor: anchorOf(event) });
        break;
      case EVENT_ID.SCALAR: {
        const anchor = anchorOf(event);
        if (anchor !== undefined) sizes.set(anchor, 1);
        add(1);
        break;
      }
      case EVENT_ID.ALIAS: {
        const size = sizes.get(anchorOf(event)!) ?? 1;
        expanded += size;
        if (expanded > limit) return event.anchorStart;
        add(size);
        break;
      }
      case EVENT_ID.POP: {
        const frame = frames.pop()!;
        if (frame.anchor !== undefined) sizes.set(frame.anchor, frame.size);
        add(frame.size);
        break;
      }
    }
  }
  return undefined;
}

/**
 * One YAML document (an empty text is null, as for PyYAML's `safe_load`); every failure is a
 * YamlProblem with its line, never an exception.
 */
export function loadYaml(text: string, options: YamlLoadOptions): Loaded {
  let events: Event[];
  let documents: unknown[];
  try {
    events = parseEvents(text, { maxDepth: options.maxDepth });
    documents = constructFromEvents(events, {
      source: text,
      schema: options.mergeKeys ? PYYAML_SAFE : PYYAML_SAFE_NO_MERGE,
      json: options.duplicateKeys === 'last-wins',
    });
  } catch (error) {
    return { ok: false, problem: problemOf(error, text) };
  }
  if (documents.length > 1) {
    const second = events.findIndex((event, i) => i > 0 && event.type === EVENT_ID.DOCUMENT);
    const offset = eventOffset(events[second + 1] ?? events[second]!);
    const line = offset >= 0 ? new LineIndex(text).lineOf(offset) : undefined;
    return {
      ok: false,
      problem: { kind: 'syntax', reason: 'more than one document (a second `---`)', line, offset },
    };
  }
  if (text.includes('*')) {
    const offset = aliasBombAt(events, text, options.aliasExpansions);
    if (offset !== undefined)
      return {
        ok: false,
        problem: {
          kind: 'alias-bomb',
          reason: `aliases expand to more than ${options.aliasExpansions} nodes`,
          line: new LineIndex(text).lineOf(offset),
          offset,
        },
      };
  }
  return { ok: true, value: documents.length ? documents[0] : null, events };
}
