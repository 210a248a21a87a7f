/**
 * Reads the changelog's YAML with the project's one loader: PyYAML's values, duplicate keys
 * refused at any depth (a repeated key would silently drop an entry's field), no merge keys, and
 * the line of every entry and of each entry's keys, for error messages.
 */
import { EVENT_ID, getScalarValue, type Event } from 'js-yaml';
import { LineIndex, eventOffset, loadYaml } from '../yaml/load.js';

export interface ReadItem {
  value: unknown;
  /** 1-based line where the item starts. */
  line: number;
  /** 1-based line of each top-level key of a mapping item, by the key's text. */
  keyLines: Record<string, number>;
  /**
   * The item's source text: its lines up to the next item. Set when no item can depend on
   * another (no aliases, no tag directives), so equal sources mean equal values; comparisons
   * use this to skip deep-equality on the shared history.
   */
  source?: string;
}

export type ReadResult =
  { ok: true; items: ReadItem[] | null; root: unknown } | { ok: false; detail: string; line?: number };

/** Generous for a file of flat entries, and far below what would make a later walk costly. */
const LIMITS = { aliasExpansions: 1000, maxDepth: 100 };

/** The key as written at `offset` (for the duplicate-key message): a plain word or a quoted one. */
function keyAt(text: string, offset: number): string {
  const key = /^[^\s:]+|^"[^"]*"|^'[^']*'/.exec(text.slice(offset, offset + 200))?.[0] ?? '?';
  return key.replace(/^["']|["']$/g, '');
}

/**
 * Each item of the root sequence: where it starts and, for a mapping, where its keys are. The
 * events are flat (collections open and close with POP); depth 2 is the root sequence's items,
 * and inside an item mapping the events at depth 3 alternate key, value.
 */
function itemPositions(
  events: readonly Event[],
  text: string,
): { start: number; keys: [string, number][] }[] {
  const items: { start: number; keys: [string, number][] }[] = [];
  let depth = 0;
  let inMapping = false;
  let slot = 0;
  for (const event of events) {
    if (event.type === EVENT_ID.POP) {
      depth--;
      continue;
    }
    if (depth === 2) {
      items.push({ start: eventOffset(event), keys: [] });
      inMapping = event.type === EVENT_ID.MAPPING;
      slot = 0;
    } else if (depth === 3 && inMapping) {
      if (slot++ % 2 === 0 && event.type === EVENT_ID.SCALAR)
        items[items.length - 1]!.keys.push([getScalarValue(text, event), eventOffset(event)]);
    }
    if (event.type !== EVENT_ID.SCALAR && event.type !== EVENT_ID.ALIAS) depth++;
  }
  return items;
}

/** Whether one item's value may depend on text outside it (an alias, a tag directive). */
function itemsDependOnEachOther(events: readonly Event[]): boolean {
  return events.some(
    (event) =>
      event.type === EVENT_ID.ALIAS || (event.type === EVENT_ID.DOCUMENT && event.directives.length > 0),
  );
}

/** Async for its callers' sake: the API predates the synchronous loader. */
export async function readChangelogYaml(text: string): Promise<ReadResult> {
  const loaded = loadYaml(text, { duplicateKeys: 'reject', mergeKeys: false, ...LIMITS });
  if (!loaded.ok) {
    const { kind, reason, line, offset } = loaded.problem;
    if (kind === 'duplicate-key' && offset !== undefined)
      return { ok: false, detail: `found duplicate key '${keyAt(text, offset)}' at line ${line}`, line };
    return { ok: false, detail: line === undefined ? reason : `${reason} (line ${line})`, line };
  }
  const root = loaded.value;
  const { events } = loaded;
  if (!Array.isArray(root) || events[1]?.type !== EVENT_ID.SEQUENCE) return { ok: true, items: null, root };
  const lines = new LineIndex(text);
  const positions = itemPositions(events, text);
  const withSource = !itemsDependOnEachOther(events);
  const starts = positions.map((item) => lines.lineStart(item.start));
  const items = positions.map((item, i): ReadItem => ({
    value: root[i],
    line: lines.lineOf(item.start),
    keyLines: Object.fromEntries(item.keys.map(([key, offset]) => [key, lines.lineOf(offset)])),
    source: withSource ? text.slice(starts[i], starts[i + 1] ?? text.length) : undefined,
  }));
  return { ok: true, items, root };
}
