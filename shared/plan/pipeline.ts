/**
 * The changelog capability end to end over injected ports: the gate and the plan from two
 * refs. The changelog comes from git objects; master configs, runners and recipes from the
 * working tree (the base revision's for append-only comparisons). The CLI and both actions
 * call these, so they cannot drift apart.
 */
import { SweepkitError } from '../errors.js';
import { decodeConfigBytes } from '../config/yaml.js';
import type { GitReader } from '../changelog/git-port.js';
import { runGate, type GateVerdict } from '../changelog/gate.js';
import { MASTER_CONFIG_FILES, RUNNERS_FILE } from '../changelog/names.js';
import { type GeneratorInputs } from '../matrix/generate.js';
import { type ReadRepoFile } from '../matrix/node-count.js';
import { loadMasterConfigs, loadRunnerConfig } from '../config/load.js';
import { buildPlan, planRowCount, type PlanFlags } from './build.js';
import { changelogDelta, type PlanWarning } from './delta.js';
import type { SearchSpaceConfig } from './schema.js';

export interface ChangelogSources {
  git: GitReader;
  /** Reads a repository-root-relative file of the working tree (undefined when absent). */
  readWorkingFile: ReadRepoFile;
  /** The changelog's repository-root-relative path (for git). */
  changelogPath: string;
  /** The changelog path as the user gave it (for messages and annotations). */
  displayFile: string;
  /** Whether the working tree holds changes to the changelog that no commit has (see runGate). */
  uncommittedChangelog?: () => boolean;
}

async function loadInputs(
  read: (path: string) => string | undefined,
  readFile: ReadRepoFile,
): Promise<GeneratorInputs> {
  const master = await loadMasterConfigs(MASTER_CONFIG_FILES.map((path) => ({ path, text: read(path) })));
  const runners = await loadRunnerConfig({ path: RUNNERS_FILE, text: read(RUNNERS_FILE) });
  return { master, runners, readFile };
}

/** Master configs, runners and recipes of the working tree. */
function workingTreeInputs(sources: ChangelogSources): Promise<GeneratorInputs> {
  return loadInputs(sources.readWorkingFile, sources.readWorkingFile);
}

/** The generation inputs of a committed revision (append-only's base snapshot). */
async function revisionInputs(sources: ChangelogSources, ref: string): Promise<GeneratorInputs> {
  const needed = [...MASTER_CONFIG_FILES, RUNNERS_FILE];
  const present = new Set(sources.git.listFiles(ref, 'configs'));
  const missing = needed.filter((path) => !present.has(path)).sort();
  if (missing.length) {
    throw new SweepkitError({
      message: `append-only base revision is missing generation inputs: [${missing.map((p) => `'${p}'`).join(', ')}]`,
    });
  }
  const blobs = sources.git.readBlobs(needed.map((path) => ({ ref, path })));
  const texts = new Map(needed.map((path, i) => [path, decodeConfigBytes(blobs[i]!, path)]));
  // Recipes are not part of a changelog change: both sides read the working tree's.
  return loadInputs((path) => texts.get(path), sources.readWorkingFile);
}

function readChangelogPair(
  sources: ChangelogSources,
  baseRef: string,
  headRef: string,
): [Uint8Array, Uint8Array] {
  const [base, head] = sources.git.readBlobs([
    { ref: baseRef, path: sources.changelogPath },
    { ref: headRef, path: sources.changelogPath },
  ]);
  return [base!, head!];
}

export async function planFromRefs(
  sources: ChangelogSources,
  refs: { baseRef: string; headRef: string },
  flags: PlanFlags,
  /** Told about layouts that break the byte contract but leave every base entry intact. */
  onWarnings?: (warnings: PlanWarning[]) => void,
): Promise<SearchSpaceConfig> {
  const [baseRaw, headRaw] = readChangelogPair(sources, refs.baseRef, refs.headRef);
  const delta = await changelogDelta(baseRaw, headRaw, {
    file: sources.displayFile,
    ...refs,
    uncommitted: sources.uncommittedChangelog,
  });
  if (delta.warnings.length) onWarnings?.(delta.warnings);
  const head = delta.entries.length ? await workingTreeInputs(sources) : emptyInputs();
  return buildPlan({
    entries: delta.entries,
    ...refs,
    flags,
    head,
    base: () => revisionInputs(sources, refs.baseRef),
  });
}

/** A plan of no entries needs no configs (pure pr-link corrections). */
function emptyInputs(): GeneratorInputs {
  return {
    master: { keys: [], entries: {}, fileOf: {} },
    runners: { labels: {} } as GeneratorInputs['runners'],
  };
}

export interface GateRequest {
  baseRef: string;
  headRef: string;
  repo: string;
  prNumber?: number;
  /** The modifiers the sweep will use (from the PR labels); never trim-conc. */
  flags: Pick<PlanFlags, 'allEvals' | 'evalsOnly'>;
}

export async function gateFromRefs(
  sources: ChangelogSources,
  request: GateRequest,
): Promise<GateVerdict & { plan?: SearchSpaceConfig }> {
  const [baseRaw, headRaw] = readChangelogPair(sources, request.baseRef, request.headRef);
  let plan: SearchSpaceConfig | undefined;
  const verdict = await runGate({
    file: sources.displayFile,
    baseRef: request.baseRef,
    headRef: request.headRef,
    baseRaw,
    headRaw,
    repo: request.repo,
    prNumber: request.prNumber,
    uncommitted: sources.uncommittedChangelog,
    plan: async (entries) => {
      plan = await buildPlan({
        entries,
        baseRef: request.baseRef,
        headRef: request.headRef,
        flags: request.flags,
        head: await workingTreeInputs(sources),
        base: () => revisionInputs(sources, request.baseRef),
      });
      return { rows: planRowCount(plan) };
    },
  });
  return { ...verdict, plan };
}
