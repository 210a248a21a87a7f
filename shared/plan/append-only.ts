/**
 * Append-only mode: schedule only the points and recipes that are new
 * relative to the base revision. The scope check compares parsed master entries; the delta
 * compares generated rows of the head and the base revision (same flags).
 */
import { SweepkitError } from '../errors.js';
import { pyEqual } from '../changelog/compare.js';
import { canonicalJson } from './fingerprint.js';
import { SCENARIO_TYPES } from '../changelog/names.js';

type Row = Record<string, unknown>;
type Entries = Record<string, Record<string, unknown>>;

function reject(message: string, hint?: string): never {
  throw new SweepkitError({ message, hint });
}

function pyList(values: string[]): string {
  return `[${values.map((v) => `'${v}'`).join(', ')}]`;
}

/** Selected configs exist in the base and nothing outside the scope changed. */
export function checkAppendOnlyScope(
  selected: Map<string, Set<string>>,
  head: { keys: string[]; entries: Entries },
  base: { keys: string[]; entries: Entries },
): void {
  const missing = [...selected.keys()].filter((key) => !Object.hasOwn(base.entries, key)).sort();
  if (missing.length)
    reject(
      `append-only requires every selected config to exist in the base revision; missing: ${pyList(missing)}`,
    );
  const all = new Set([...head.keys, ...base.keys]);
  const changed = [...all]
    .filter((key) => !selected.has(key))
    .filter(
      (key) =>
        !Object.hasOwn(head.entries, key) ||
        !Object.hasOwn(base.entries, key) ||
        !pyEqual(head.entries[key], base.entries[key]),
    )
    .sort();
  if (changed.length) {
    reject(
      `append-only PR changed configs not selected by its changelog entry: ${pyList(changed)}`,
      'list every changed config in the entry, or drop append-only',
    );
  }
  for (const [key, scenarios] of selected) {
    const after = head.entries[key]!;
    const before = base.entries[key]!;
    const afterScenarios = (after.scenarios ?? {}) as Record<string, unknown>;
    const beforeScenarios = (before.scenarios ?? {}) as Record<string, unknown>;
    const names = new Set(Object.keys(afterScenarios));
    const beforeNames = Object.keys(beforeScenarios);
    if (names.size !== beforeNames.length || beforeNames.some((n) => !names.has(n))) {
      reject(`append-only added or removed a scenario in config '${key}'`);
    }
    const outside = [...names].filter((name) => !scenarios.has(name));
    if (outside.length) {
      const { scenarios: _a, ...restAfter } = after;
      const { scenarios: _b, ...restBefore } = before;
      if (!pyEqual(restAfter, restBefore)) {
        reject(
          `append-only changed config-wide fields that can affect scenarios outside its changelog scope: '${key}'`,
        );
      }
      for (const name of outside) {
        if (!pyEqual(afterScenarios[name], beforeScenarios[name])) {
          reject(`append-only changed a scenario outside its changelog scope: '${key}' / '${name}'`);
        }
      }
    }
  }
}

/** Fields that vary along one curve (or are derived, see fingerprint.ts) are not part of its key. */
const NOT_CURVE = new Set(['conc', 'exp-name', 'recipe-fingerprint', 'node-count', 'require-power']);

function curveKey(row: Row): string {
  const rest: Row = {};
  for (const [k, v] of Object.entries(row)) if (!NOT_CURVE.has(k)) rest[k] = v;
  return canonicalJson(rest);
}

function concurrencies(row: Row): number[] {
  const conc = row.conc;
  if (Number.isInteger(conc)) return [conc as number];
  if (Array.isArray(conc) && conc.length > 0 && conc.every((c) => Number.isInteger(c)))
    return conc as number[];
  return reject(`append-only matrix entry has invalid concurrency value: ${JSON.stringify(conc)}`);
}

function offloadMode(value: unknown): string {
  return value == null || value === '' || value === 'none' ? 'off' : 'on';
}

function seriesKey(row: Row): string {
  const agentic = row['scenario-type'] === SCENARIO_TYPES[1];
  const worker = (w: unknown) => (w && typeof w === 'object' ? ((w as Row).hardware ?? null) : null);
  return canonicalJson([
    row.model ?? null,
    row['model-prefix'] ?? null,
    row.precision ?? null,
    row.framework ?? null,
    row.runner ?? null,
    Boolean(row.disagg ?? false),
    agentic ? 'agentic_traces' : 'single_turn',
    agentic ? null : (row.isl ?? null),
    agentic ? null : (row.osl ?? null),
    offloadMode(row['kv-offloading']),
    agentic ? '' : (row['spec-decoding'] ?? 'none'),
    worker(row.prefill),
    worker(row.decode),
  ]);
}

/** The head rows that add points or recipes to existing base curves. */
export function appendOnlyDelta(headRows: Row[], baseRows: Row[]): Row[] {
  if (baseRows.length === 0) reject('append-only requires an existing curve in the base revision');
  const headCurves = new Map<string, Set<number>>();
  for (const row of headRows) {
    const key = curveKey(row);
    const set = headCurves.get(key) ?? new Set<number>();
    concurrencies(row).forEach((c) => set.add(c));
    headCurves.set(key, set);
  }
  const baseCurves = new Map<string, Set<number>>();
  for (const row of baseRows) {
    const key = curveKey(row);
    const head = headCurves.get(key);
    if (!head)
      reject(
        'append-only may not remove or modify existing generated recipes',
        'keep every existing recipe as it is and only add points',
      );
    const set = baseCurves.get(key) ?? new Set<number>();
    concurrencies(row).forEach((c) => set.add(c));
    baseCurves.set(key, set);
    const removed = concurrencies(row).filter((c) => !head.has(c));
    if (removed.length)
      reject(
        `append-only may not remove existing concurrency points: [${[...new Set(removed)].sort((a, b) => a - b).join(', ')}]`,
      );
  }
  const emitted = new Map<string, Set<number>>();
  const delta: Row[] = [];
  for (const row of headRows) {
    const key = curveKey(row);
    const old = baseCurves.get(key) ?? new Set<number>();
    const done = emitted.get(key) ?? new Set<number>();
    emitted.set(key, done);
    const fresh: number[] = [];
    for (const c of concurrencies(row)) {
      if (!old.has(c) && !done.has(c)) {
        done.add(c);
        fresh.push(c);
      }
    }
    if (fresh.length === 0) continue;
    delta.push(Array.isArray(row.conc) ? { ...row, conc: fresh } : row);
  }
  if (delta.length === 0)
    reject(
      'append-only did not add any generated points',
      'an append-only entry must add concurrencies or recipes',
    );
  for (const row of delta) {
    const key = seriesKey(row);
    const images = new Set(
      baseRows.filter((b) => seriesKey(b) === key).map((b) => canonicalJson(b.image ?? null)),
    );
    if (row.image == null || images.size !== 1 || !images.has(canonicalJson(row.image))) {
      reject(
        'append-only additions must belong to an existing visual curve with one unchanged non-null image',
      );
    }
  }
  return delta;
}
