/**
 * The recover-ingest subcommands beyond `inspect`: flags and output here, the steps in
 * shared/ops/recover/. Every step that changes something prints its plan and stops unless
 * --send (or --yes) is given. Each step is a definition (defineStep): its help is generated from
 * its flag table, and a usage error is followed by that help (the dispatcher wraps every step in
 * withHelp).
 */
import { UsageError } from '../../../shared/errors.js';
import { auditChangelog } from '../../../shared/ops/recover/audit.js';
import { assess } from '../../../shared/ops/recover/assess-run.js';
import { rerunAppIngest } from '../../../shared/ops/recover/assess-run.js';
import { finishRecovery } from '../../../shared/ops/recover/finish.js';
import { DEFAULT_RECOVERY_LABEL, EXIT, entryCount } from '../../../shared/ops/recover/names.js';
import { openRecoveryPr } from '../../../shared/ops/recover/open-pr.js';
import { redispatchAgentic } from '../../../shared/ops/recover/redispatch.js';
import { scope } from '../../../shared/ops/recover/scope.js';
import { checkSource } from '../../../shared/ops/recover/source.js';
import { short } from '../../../shared/ops/merge/names.js';
import {
  COMMON_FLAGS,
  TARGET_FLAGS,
  defineStep,
  number,
  runId,
  sendFlags,
  type RecoveryStep,
} from './shared.js';
import type { FlagTable } from '../../_common/flags.js';

export type { RecoveryStep } from './shared.js';

const ORPHANED_FLAG = {
  'orphaned-source': {
    type: 'boolean',
    default: false,
    help: `accept a pinned source whose commit a force-push removed from the PR,
while the remote still serves it and nothing benchmark-affecting
changed between it and the merge commit`,
  },
} as const satisfies FlagTable;

/** --orphaned-source names one commit: only with a pinned --source-run. */
function orphanedOf(orphaned: boolean, sourceRun: string | null): boolean {
  if (orphaned && sourceRun === null)
    throw new UsageError('--orphaned-source needs --source-run ID (the run of the orphaned commit)');
  return orphaned;
}

function jobIdOf(text: string | undefined): string | null {
  return runId('--job-id', text, false);
}

const auditChangelogStep = defineStep({
  usage: 'sweepkit recover-ingest audit-changelog --ref REF [flags]',
  about: `Reports what a recovery must not copy from the changelog at a commit (read from git, not the
work tree): a missing final newline (error), trailing whitespace, XXX or non-canonical pr-links,
exact duplicate entries (warnings). Only what the changelog parser rejects fails.`,
  flags: {
    ref: { type: 'string', value: 'REF', help: 'the commit to read (e.g. the merge commit)' },
    ...COMMON_FLAGS,
  },
  args(v) {
    if (!v.ref) throw new UsageError('--ref REF is required');
    return v.ref;
  },
  async run(ctx, ref) {
    const bytes = ctx.git.blobAt(ref, ctx.file);
    return auditChangelog(bytes, `${ctx.file} at ${ref}`, ctx.file, ctx.repoName);
  },
  render: (a) => [
    entryCount(a.entries),
    ...a.errors.map((e) => `error: ${e}`),
    ...a.warnings.map((w) => `warning: ${w}`),
  ],
});

const checkSourceStep = defineStep({
  usage: 'sweepkit recover-ingest check-source --pr N [--source-run ID] [flags]',
  about: `Checks the source run whose artifacts a recovery would reuse: the newest successful reusable
run-sweep.yml pull_request run of PR N (or the pinned --source-run, which may also have failed
or been cancelled and is then partial), its unexpired result artifacts, that its commit is an
ancestor of the PR's final head, and what changed between the two (execution paths: configs/,
benchmarks/, runners/, benchmark workflows, launchers and recipes).`,
  flags: {
    pr: { type: 'string', value: 'N', help: 'the original PR' },
    'source-run': { type: 'string', value: 'ID', help: 'pin the source run' },
    'fail-on-drift': { type: 'boolean', default: false, help: 'refuse when an execution path changed' },
    ...ORPHANED_FLAG,
    ...COMMON_FLAGS,
  },
  args(v) {
    const sourceRun = runId('--source-run', v['source-run'], false);
    return {
      pr: number('--pr', v.pr),
      sourceRun,
      failOnDrift: v['fail-on-drift'],
      orphanedSource: orphanedOf(v['orphaned-source'], sourceRun),
    };
  },
  run: (ctx, args) => checkSource(ctx.github, ctx.git, { repo: ctx.repo, remote: ctx.remote, ...args }),
  render: (s) => [
    `source run ${s.source_run_id} (attempt ${s.run_attempt}, ${s.conclusion}${s.partial ? ', PARTIAL: only completed points publish' : ''}), head ${short(s.head_sha)}, ${s.orphaned ? `ORPHANED: no longer in PR #${s.pr_number} (head ${short(s.pr_head_sha)}), still served by the remote` : `ancestor of PR #${s.pr_number} head ${short(s.pr_head_sha)}`}`,
    ...s.artifacts.map(
      (a) =>
        `  artifact ${a.name}${a.expired ? ' (expired)' : ''}, ${a.size_in_bytes ?? '?'} bytes, attempt ${a.attempt ?? '?'}`,
    ),
    s.drift.length
      ? `drift from the source commit to the ${s.drift_base === 'merge' ? 'merge commit' : 'PR head'}:`
      : 'no drift since the source commit',
    ...s.drift.map((d) => `  ${d.status} ${d.path} (${d.kind})`),
  ],
});

const scopeStep = defineStep({
  usage: 'sweepkit recover-ingest scope --merge-sha SHA --pr N [flags]',
  about: `The exact sweep scope of PR N: a synthetic commit on the merge's first parent that carries only
the merge's changelog, planned in a private worktree (removed afterwards). Refuses when the
merge's changelog change is not a clean append of PR N's entries.`,
  flags: {
    'merge-sha': { type: 'string', value: 'SHA', help: 'the merge commit (must be in the local clone)' },
    pr: { type: 'string', value: 'N', help: 'the PR the merge belongs to' },
    ...COMMON_FLAGS,
  },
  args(v) {
    const pr = number('--pr', v.pr);
    const mergeSha = v['merge-sha'];
    if (!mergeSha || !/^[0-9a-f]{7,64}$/i.test(mergeSha))
      throw new UsageError('--merge-sha must be a commit SHA');
    return { pr, mergeSha };
  },
  run: async (ctx, args) =>
    (
      await scope(ctx.git, {
        ...args,
        repoName: ctx.repoName,
        file: ctx.file,
        remote: ctx.remote,
        pid: ctx.pid,
      })
    ).report,
  render: (s) => [
    `synthetic ${short(s.synthetic_sha)} on ${short(s.base_sha)}: ${entryCount(s.appended_entries)} (${s.config_keys.join(', ')})`,
    `rows: ${s.fixed_rows} fixed, ${s.agentic_rows} agentic, ${s.eval_jobs} eval`,
  ],
});

const assessStep = defineStep({
  usage: 'sweepkit recover-ingest assess <run-url|run-id> [--source-run ID] [flags]',
  about: `Decides, without changing anything, which recovery a target needs. Case A: a results app run
names this source and this merge run and failed, everything it needs is unexpired: rerun it.
Case B: no app run ingested this merge run under the intended source: open a recovery PR.
Otherwise stop with the reason (exit 1, or 3 when unavailable evidence prevents a decision).`,
  flags: {
    'source-run': {
      type: 'string',
      value: 'ID',
      help: "pin the source run (default: the PR's newest successful reusable run)",
    },
    ...ORPHANED_FLAG,
    ...TARGET_FLAGS,
    ...COMMON_FLAGS,
  },
  positionals: ['<target>'],
  args(v, positionals) {
    const sourceRun = runId('--source-run', v['source-run'], false);
    return {
      target: positionals[0]!,
      jobId: jobIdOf(v['job-id']),
      acceptConclusions: v['accept-conclusion'] ?? [],
      sourceRun,
      orphanedSource: orphanedOf(v['orphaned-source'], sourceRun),
    };
  },
  run: (ctx, args) => assess(ctx, args),
  render: (r) => [
    `target run ${r.target.run_id} (${r.target.run_conclusion}), merge ${short(r.target.merge_sha)} of PR #${r.target.pr_number}`,
    `source run ${r.source.source_run_id} (${r.source.conclusion}${r.source.partial ? ', partial' : ''})`,
    `${r.app_runs.length} ${r.app_repo} ingest ${r.app_runs.length === 1 ? 'run' : 'runs'} since the target started`,
    ...r.app_runs.map(
      (a) =>
        `  app run ${a.id}: ${a.status}/${a.conclusion}, ${a.logUnavailable !== undefined ? `log unavailable (HTTP ${a.logUnavailable})` : `source ${a.source ?? '-'} merge ${a.merge ?? '-'}`}`,
    ),
    r.decision.case === 'stop'
      ? `STOP: ${r.decision.reason}`
      : `CASE ${r.decision.case}: ${r.decision.reason}`,
    ...(r.decision.case === 'stop' ? [] : [`next: ${r.decision.next}`]),
  ],
  exitCode: (r) => (r.decision.case === 'stop' ? r.decision.exitCode : EXIT.ok),
});

const rerunAppIngestStep = defineStep({
  usage: 'sweepkit recover-ingest rerun-app-ingest --ingest-run ID --source-run S --merge-run M [--send]',
  about: `Case A: reruns the failed jobs of the results app's ingest run (a full rerun when GitHub refuses
that), after re-reading from its log that it ingests exactly source S and merge run M. Only the
results app repository is asked to rerun; the repository's own runs are never rerun.`,
  flags: {
    'ingest-run': { type: 'string', value: 'ID', help: 'the results app run' },
    'source-run': { type: 'string', value: 'S', help: 'the source run it must name' },
    'merge-run': { type: 'string', value: 'M', help: 'the merge run it must name' },
    ...sendFlags('request the rerun (default: print what would be requested)'),
    ...COMMON_FLAGS,
  },
  args: (v) => ({
    ingestRun: runId('--ingest-run', v['ingest-run'])!,
    sourceRun: runId('--source-run', v['source-run'])!,
    mergeRun: runId('--merge-run', v['merge-run'])!,
  }),
  run: (ctx, ids) => rerunAppIngest(ctx, ids),
});

const openPrStep = defineStep({
  usage: 'sweepkit recover-ingest open-pr (--target RUN | --pr N | --merge-sha SHA) --source-run S [--send]',
  about: `Case B: a recovery PR. Checks the target (a failed push run, or with --merge-sha a merge that
has no push run at all), the changelog at its merge, the source run and the original scope; then (with --send) pushes recovery/reuse-pr-<N> from main with an empty commit,
opens the PR, labels it, posts "/reuse-sweep-run S", appends the original entries with the new
PR's link, and pushes a carrier commit whose second parent is the source commit. Never forces.`,
  flags: {
    target: { type: 'string', value: 'RUN', help: 'the failed push run (URL or id)' },
    pr: { type: 'string', value: 'N', help: "or: the merged PR (its merge commit's push run is the target)" },
    'merge-sha': {
      type: 'string',
      value: 'SHA',
      help: 'or: a merge commit GitHub ran no push run for (must be in the local clone)',
    },
    'source-run': { type: 'string', value: 'S', help: 'the source run to reuse (required)' },
    label: {
      type: 'string',
      default: DEFAULT_RECOVERY_LABEL,
      value: 'NAME',
      help: `the full-sweep label of the recovery PR (default ${DEFAULT_RECOVERY_LABEL})`,
    },
    ...ORPHANED_FLAG,
    ...sendFlags('do it (default: print the plan)'),
    ...TARGET_FLAGS,
    ...COMMON_FLAGS,
  },
  args(v) {
    if ([v.target, v.pr, v['merge-sha']].filter((x) => x !== undefined).length !== 1)
      throw new UsageError('give exactly one of --target RUN, --pr N and --merge-sha SHA');
    const pr = v.pr === undefined ? null : number('--pr', v.pr);
    const mergeSha = v['merge-sha'] ?? null;
    if (mergeSha !== null && !/^[0-9a-f]{40}$/i.test(mergeSha))
      throw new UsageError(`--merge-sha must be a full 40-hex commit SHA, got '${mergeSha}'`);
    const sourceRun = runId('--source-run', v['source-run'])!;
    return {
      target: v.target ?? null,
      pr,
      mergeSha,
      jobId: jobIdOf(v['job-id']),
      acceptConclusions: v['accept-conclusion'] ?? [],
      sourceRun,
      label: v.label,
      orphanedSource: v['orphaned-source'],
    };
  },
  run: (ctx, args) => openRecoveryPr(ctx, args),
});

const finishStep = defineStep({
  usage: 'sweepkit recover-ingest finish --recovery-pr R --source-run S [--send]',
  about: `Case B, last step: squash-merges the recovery PR with its head as precondition once it provably
reuses the source: it contains the source commit, changes only the changelog, check-changelog
and reuse-sweep-gate succeeded, setup and every GPU job were skipped, its head is the carrier
and main has not advanced.`,
  flags: {
    'recovery-pr': { type: 'string', value: 'R', help: 'the recovery PR' },
    'source-run': { type: 'string', value: 'S', help: 'the source run it carries' },
    ...sendFlags('merge (default: print what would be merged)'),
    ...COMMON_FLAGS,
  },
  args: (v) => ({
    recoveryPr: number('--recovery-pr', v['recovery-pr']),
    sourceRun: runId('--source-run', v['source-run'])!,
  }),
  run: (ctx, args) => finishRecovery(ctx, args),
});

const redispatchStep = defineStep({
  usage: 'sweepkit recover-ingest redispatch-agentic --source-run S --merge-run M [--send]',
  about: `Re-dispatches the agentic ingest of a proven pair through recover-reused-ingest.yml: S must be a
valid source with an unexpired bmk_agentic_* artifact, M a completed push run on main whose
setup chose S and which kept its changelog-metadata. There is no fixed-sequence counterpart.`,
  flags: {
    'source-run': { type: 'string', value: 'S', help: 'the source run of the pair' },
    'merge-run': { type: 'string', value: 'M', help: 'the merge run of the pair' },
    ...sendFlags('dispatch (default: print the dispatch)'),
    ...COMMON_FLAGS,
  },
  args: (v) => ({
    sourceRun: runId('--source-run', v['source-run'])!,
    mergeRun: runId('--merge-run', v['merge-run'])!,
  }),
  run: (ctx, ids) => redispatchAgentic(ctx, ids),
});

export const RECOVERY_COMMANDS: Record<string, RecoveryStep> = {
  'audit-changelog': auditChangelogStep,
  'check-source': checkSourceStep,
  scope: scopeStep,
  assess: assessStep,
  'rerun-app-ingest': rerunAppIngestStep,
  'open-pr': openPrStep,
  finish: finishStep,
  'redispatch-agentic': redispatchStep,
};
