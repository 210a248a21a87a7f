/**
 * Changelog delta → sweep plan. The generator runs in-process
 * (shared/matrix `testConfig`), one call per claimed group, exactly as the reference's
 * processor would spawn it.
 */
import { SweepkitError } from '../errors.js';
import type { ChangelogEntry } from '../changelog/entry.js';
import { SCENARIO_TYPES, type ScenarioType } from '../changelog/names.js';
import { type GeneratorInputs, testConfig } from '../matrix/generate.js';
import { type MasterConfig } from '../config/load.js';
import { appendOnlyDelta, checkAppendOnlyScope } from './append-only.js';
import { bucket } from './emit.js';
import { recipeFingerprint } from './fingerprint.js';
import { resolveEntryKeys } from './resolve.js';
import type { SearchSpaceConfig } from './schema.js';
import { trimConcurrency } from './trim.js';

type Row = Record<string, unknown>;

export interface PlanFlags {
  trimConc?: boolean;
  allEvals?: boolean;
  evalsOnly?: boolean;
}

export interface PlanInputs {
  /** Added entries in diff order (serialised form). */
  entries: ChangelogEntry[];
  baseRef: string;
  headRef: string;
  flags: PlanFlags;
  /** Master configs, runners and recipes of the working tree. */
  head: GeneratorInputs;
  /** The base revision's generation inputs; only append-only sweeps ask for them. */
  base?: () => Promise<GeneratorInputs>;
}

function scenariosOf(entry: ChangelogEntry): ScenarioType[] {
  const wanted = entry['scenario-type'] ?? SCENARIO_TYPES;
  return SCENARIO_TYPES.filter((s) => wanted.includes(s));
}

/** Claims unseen (config, scenario) pairs; groups keyed by scenario tuple, first-insertion order. */
function claim(
  configs: string[],
  scenarios: ScenarioType[],
  seen: Map<string, Set<string>>,
): [ScenarioType[], string[]][] {
  const groups = new Map<string, [ScenarioType[], string[]]>();
  for (const config of configs) {
    const claimed = seen.get(config) ?? new Set<string>();
    seen.set(config, claimed);
    const unseen = scenarios.filter((s) => !claimed.has(s));
    if (unseen.length === 0) continue;
    unseen.forEach((s) => claimed.add(s));
    const id = unseen.join(',');
    if (!groups.has(id)) groups.set(id, [unseen, []]);
    groups.get(id)![1].push(config);
  }
  return [...groups.values()];
}

/** Drop multi-node eval rows whose prefill.ep (default 1) is below the threshold. */
function keepPrefillEp(rows: Row[], minimum: number): Row[] {
  return rows.filter((row) => {
    const prefill = row.prefill;
    if (!prefill || typeof prefill !== 'object' || Array.isArray(prefill)) return true;
    const ep = (prefill as Row).ep ?? 1;
    const value =
      typeof ep === 'number'
        ? Math.trunc(ep)
        : typeof ep === 'string' && /^\s*[-+]?\d+\s*$/.test(ep)
          ? Number(ep)
          : typeof ep === 'boolean'
            ? Number(ep)
            : NaN;
    return Number.isFinite(value) && value >= minimum;
  });
}

/** Sweep-level mode checks. */
function checkModes(entries: ChangelogEntry[], flags: PlanFlags): boolean {
  const appendOnly = entries.filter((e) => e['append-only']).length;
  if (appendOnly > 0 && appendOnly < entries.length) {
    throw new SweepkitError({
      message: 'append-only entries cannot share a sweep with regular changelog entries',
      hint: 'split them into separate pull requests',
    });
  }
  if (appendOnly > 0 && (flags.allEvals || flags.evalsOnly)) {
    throw new SweepkitError({
      message: 'append-only sweeps cannot use all-evals or evals-only modifiers',
      hint: 'remove the all-evals / evals-only label',
    });
  }
  return appendOnly > 0;
}

export async function buildPlan(inputs: PlanInputs): Promise<SearchSpaceConfig> {
  const { entries, flags, head } = inputs;
  const appendOnly = entries.length > 0 && checkModes(entries, flags);
  const master: MasterConfig = head.master;
  const known = (key: string) => Object.hasOwn(master.entries, key);
  const resolved = entries.map((entry) => resolveEntryKeys(entry['config-keys'], master.keys, known));

  let base: GeneratorInputs | undefined;
  if (appendOnly) {
    if (!inputs.base)
      throw new SweepkitError({ message: 'append-only needs the base revision to compare with' });
    base = await inputs.base();
    const selected = new Map<string, Set<string>>();
    entries.forEach((entry, i) => {
      for (const key of resolved[i]!) {
        const set = selected.get(key) ?? new Set<string>();
        scenariosOf(entry).forEach((s) => set.add(s));
        selected.set(key, set);
      }
    });
    checkAppendOnlyScope(selected, master, base.master);
  }

  const order = entries
    .map((_, i) => i)
    .sort((a, b) => Number(entries[b]!['all-evals']) - Number(entries[a]!['all-evals']) || a - b);
  const throughputSeen = new Map<string, Set<string>>();
  const evalSeen = new Map<string, Set<string>>();
  let throughput: Row[] = [];
  const evals: Row[] = [];
  for (const i of order) {
    const entry = entries[i]!;
    const configs = resolved[i]!;
    const scenarios = scenariosOf(entry);
    const expandEvals = Boolean(flags.allEvals) || entry['all-evals'];
    const suppress = Boolean(flags.evalsOnly) || entry['evals-only'] || entry['all-evals'];
    if (!suppress) {
      for (const [tuple, keys] of claim(configs, scenarios, throughputSeen)) {
        const scenarioTypes = tuple.length === SCENARIO_TYPES.length ? undefined : tuple;
        const rows = await testConfig(head, { configKeys: keys, noEvals: true, scenarioTypes });
        if (base) {
          const baseRows = await testConfig(base, { configKeys: keys, noEvals: true, scenarioTypes });
          throughput.push(...appendOnlyDelta(rows, baseRows));
        } else throughput.push(...rows);
      }
    }
    if (entry['append-only']) continue;
    for (const [tuple, keys] of claim(configs, scenarios, evalSeen)) {
      let rows = await testConfig(head, {
        configKeys: keys,
        evalsOnly: true,
        allEvals: expandEvals,
        scenarioTypes: tuple,
      });
      if (entry['eval-min-prefill-ep'] !== undefined)
        rows = keepPrefillEp(rows, entry['eval-min-prefill-ep']);
      evals.push(...rows);
    }
  }
  if (flags.trimConc) throughput = trimConcurrency(throughput);
  const fingerprinted = throughput.map((row) => ({ ...row, 'recipe-fingerprint': recipeFingerprint(row) }));
  return {
    ...bucket(fingerprinted, evals),
    changelog_metadata: { base_ref: inputs.baseRef, head_ref: inputs.headRef, entries },
  };
}

/** Number of rows a plan schedules (throughput + evals). */
export function planRowCount(plan: SearchSpaceConfig): number {
  const groups = (g: Record<string, unknown[]>) => Object.values(g).reduce((n, rows) => n + rows.length, 0);
  return (
    groups(plan.single_node) +
    groups(plan.multi_node) +
    plan.evals.length +
    plan.agentic_evals.length +
    plan.multinode_evals.length +
    plan.multinode_agentic_evals.length
  );
}
