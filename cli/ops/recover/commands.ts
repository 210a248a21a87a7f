/**
 * The recover-ingest subcommands beyond `inspect`: flags and output here, the steps in
 * shared/ops/recover/. Every step that changes something prints its plan and stops unless
 * --send (or --yes) is given.
 */
import { UsageError } from '../../../shared/errors.js';
import { auditChangelog } from '../../../shared/ops/recover/audit.js';
import { assess } from '../../../shared/ops/recover/assess-run.js';
import { rerunAppIngest } from '../../../shared/ops/recover/assess-run.js';
import { finishRecovery } from '../../../shared/ops/recover/finish.js';
import { DEFAULT_RECOVERY_LABEL, EXIT } from '../../../shared/ops/recover/names.js';
import { openRecoveryPr } from '../../../shared/ops/recover/open-pr.js';
import { redispatchAgentic } from '../../../shared/ops/recover/redispatch.js';
import { scope } from '../../../shared/ops/recover/scope.js';
import { checkSource } from '../../../shared/ops/recover/source.js';
import { short } from '../../../shared/ops/merge/names.js';
import { parseFlagsAndPositionals } from '../../_common/flags.js';
import {
  COMMON_FLAGS,
  COMMON_HELP,
  EXIT_HELP,
  SEND_FLAGS,
  contextOf,
  number,
  runId,
  runStep,
} from './shared.js';

type Command = (argv: string[]) => Promise<number>;

const TARGET_FLAGS = {
  'job-id': { type: 'string' },
  'accept-conclusion': { type: 'string', multiple: true },
} as const;

const TARGET_HELP = `  --job-id ID                the failed job, when the target run has several
  --accept-conclusion C      also accept a target that concluded C (success, cancelled, skipped; repeatable)`;

function jobIdOf(text: string | undefined): string | null {
  return runId('--job-id', text, false);
}

const auditChangelogCommand: Command = async (argv) => {
  const help = `usage: sweepkit recover-ingest audit-changelog --ref REF [flags]

Reports what a recovery must not copy from the changelog at a commit (read from git, not the
work tree): a missing final newline (error), trailing whitespace, XXX or non-canonical pr-links,
exact duplicate entries (warnings). Only what the changelog parser rejects fails.

  --ref REF                  the commit to read (e.g. the merge commit)
${COMMON_HELP}

${EXIT_HELP}
`;
  const parsed = parseFlagsAndPositionals(
    argv,
    { ...COMMON_FLAGS, ref: { type: 'string' } },
    { names: [] },
    help,
  );
  if (!parsed) return EXIT.ok;
  const v = parsed.values;
  if (!v.ref) throw new UsageError(`--ref REF is required\n${help}`);
  const lines: string[] = [];
  return runStep(
    v.json,
    lines,
    async () => {
      const ctx = contextOf(v, lines);
      const bytes = ctx.git.blobAt(v.ref!, ctx.file);
      return auditChangelog(bytes, `${ctx.file} at ${v.ref}`, ctx.file, ctx.repoName);
    },
    (a) => [
      `${a.entries} entries`,
      ...a.errors.map((e) => `error: ${e}`),
      ...a.warnings.map((w) => `warning: ${w}`),
    ],
  );
};

const checkSourceCommand: Command = async (argv) => {
  const help = `usage: sweepkit recover-ingest check-source --pr N [--source-run ID] [flags]

Checks the source run whose artifacts a recovery would reuse: the newest successful reusable
run-sweep.yml pull_request run of PR N (or the pinned --source-run, which may also have failed
or been cancelled and is then partial), its unexpired result artifacts, that its commit is an
ancestor of the PR's final head, and what changed between the two (execution paths: configs/,
benchmarks/, runners/, benchmark workflows, launchers and recipes).

  --pr N                     the original PR
  --source-run ID            pin the source run
  --fail-on-drift            refuse when an execution path changed
${COMMON_HELP}

${EXIT_HELP}
`;
  const flags = {
    ...COMMON_FLAGS,
    pr: { type: 'string' },
    'source-run': { type: 'string' },
    'fail-on-drift': { type: 'boolean', default: false },
  } as const;
  const parsed = parseFlagsAndPositionals(argv, flags, { names: [] }, help);
  if (!parsed) return EXIT.ok;
  const v = parsed.values;
  const pr = number('--pr', v.pr);
  const sourceRun = runId('--source-run', v['source-run'], false);
  const lines: string[] = [];
  return runStep(
    v.json,
    lines,
    async () => {
      const ctx = contextOf(v, lines);
      return checkSource(ctx.github, ctx.git, {
        repo: ctx.repo,
        pr,
        sourceRun,
        remote: ctx.remote,
        failOnDrift: v['fail-on-drift'],
      });
    },
    (s) => [
      `source run ${s.source_run_id} (attempt ${s.run_attempt}, ${s.conclusion}${s.partial ? ', PARTIAL: only completed points publish' : ''}), head ${short(s.head_sha)}, ancestor of PR #${s.pr_number} head ${short(s.pr_head_sha)}`,
      ...s.artifacts.map(
        (a) =>
          `  artifact ${a.name}${a.expired ? ' (expired)' : ''}, ${a.size_in_bytes ?? '?'} bytes, attempt ${a.attempt ?? '?'}`,
      ),
      s.drift.length ? `drift since the source commit:` : 'no drift since the source commit',
      ...s.drift.map((d) => `  ${d.status} ${d.path} (${d.kind})`),
    ],
  );
};

const scopeCommand: Command = async (argv) => {
  const help = `usage: sweepkit recover-ingest scope --merge-sha SHA --pr N [flags]

The exact sweep scope of PR N: a synthetic commit on the merge's first parent that carries only
the merge's changelog, planned in a private worktree (removed afterwards). Refuses when the
merge's changelog change is not a clean append of PR N's entries.

  --merge-sha SHA            the merge commit (must be in the local clone)
  --pr N                     the PR the merge belongs to
${COMMON_HELP}

${EXIT_HELP}
`;
  const flags = { ...COMMON_FLAGS, 'merge-sha': { type: 'string' }, pr: { type: 'string' } } as const;
  const parsed = parseFlagsAndPositionals(argv, flags, { names: [] }, help);
  if (!parsed) return EXIT.ok;
  const v = parsed.values;
  const pr = number('--pr', v.pr);
  const mergeSha = v['merge-sha'];
  if (!mergeSha || !/^[0-9a-f]{7,64}$/i.test(mergeSha))
    throw new UsageError(`--merge-sha must be a commit SHA\n${help}`);
  const lines: string[] = [];
  return runStep(
    v.json,
    lines,
    async () => {
      const ctx = contextOf(v, lines);
      return (
        await scope(ctx.git, {
          mergeSha,
          pr,
          repoName: ctx.repoName,
          file: ctx.file,
          remote: ctx.remote,
          pid: ctx.pid,
        })
      ).report;
    },
    (s) => [
      `synthetic ${short(s.synthetic_sha)} on ${short(s.base_sha)}: ${s.appended_entries} entries (${s.config_keys.join(', ')})`,
      `rows: ${s.fixed_rows} fixed, ${s.agentic_rows} agentic, ${s.eval_jobs} eval`,
    ],
  );
};

const assessCommand: Command = async (argv) => {
  const help = `usage: sweepkit recover-ingest assess <run-url|run-id> [--source-run ID] [flags]

Decides, without changing anything, which recovery a target needs. Case A: a results app run
names this source and this merge run and failed, everything it needs is unexpired: rerun it.
Case B: no app run ingested this merge run under the intended source: open a recovery PR.
Otherwise stop with the reason (exit 1, or 3 when unavailable evidence prevents a decision).

  --source-run ID            pin the source run (default: the PR's newest successful reusable run)
${TARGET_HELP}
${COMMON_HELP}

${EXIT_HELP}
`;
  const flags = { ...COMMON_FLAGS, ...TARGET_FLAGS, 'source-run': { type: 'string' } } as const;
  const parsed = parseFlagsAndPositionals(argv, flags, { names: ['<target>'] }, help);
  if (!parsed) return EXIT.ok;
  const v = parsed.values;
  const sourceRun = runId('--source-run', v['source-run'], false);
  const jobId = jobIdOf(v['job-id']);
  const lines: string[] = [];
  return runStep(
    v.json,
    lines,
    async () => {
      const ctx = contextOf(v, lines);
      return assess(ctx, {
        target: parsed.positionals[0]!,
        jobId,
        acceptConclusions: v['accept-conclusion'] ?? [],
        sourceRun,
      });
    },
    (r) => [
      `target run ${r.target.run_id} (${r.target.run_conclusion}), merge ${short(r.target.merge_sha)} of PR #${r.target.pr_number}`,
      `source run ${r.source.source_run_id} (${r.source.conclusion}${r.source.partial ? ', partial' : ''})`,
      `${r.app_runs.length} ${r.app_repo} ingest run(s) since the target started`,
      ...r.app_runs.map(
        (a) =>
          `  app run ${a.id}: ${a.status}/${a.conclusion}, ${a.logUnavailable !== undefined ? `log unavailable (HTTP ${a.logUnavailable})` : `source ${a.source ?? '-'} merge ${a.merge ?? '-'}`}`,
      ),
      r.decision.case === 'stop'
        ? `STOP: ${r.decision.reason}`
        : `CASE ${r.decision.case}: ${r.decision.reason}`,
      ...(r.decision.case === 'stop' ? [] : [`next: ${r.decision.next}`]),
    ],
    (r) => (r.decision.case === 'stop' ? r.decision.exitCode : EXIT.ok),
  );
};

const rerunAppIngestCommand: Command = async (argv) => {
  const help = `usage: sweepkit recover-ingest rerun-app-ingest --ingest-run ID --source-run S --merge-run M [--send]

Case A: reruns the failed jobs of the results app's ingest run (a full rerun when GitHub refuses
that), after re-reading from its log that it ingests exactly source S and merge run M. Only the
results app repository is asked to rerun; the repository's own runs are never rerun.

  --ingest-run ID            the results app run
  --source-run S, --merge-run M   the pair it must name
  --send (or --yes)          request the rerun (default: print what would be requested)
${COMMON_HELP}

${EXIT_HELP}
`;
  const flags = {
    ...COMMON_FLAGS,
    ...SEND_FLAGS,
    'ingest-run': { type: 'string' },
    'source-run': { type: 'string' },
    'merge-run': { type: 'string' },
  } as const;
  const parsed = parseFlagsAndPositionals(argv, flags, { names: [] }, help);
  if (!parsed) return EXIT.ok;
  const v = parsed.values;
  const ids = {
    ingestRun: runId('--ingest-run', v['ingest-run'])!,
    sourceRun: runId('--source-run', v['source-run'])!,
    mergeRun: runId('--merge-run', v['merge-run'])!,
  };
  const lines: string[] = [];
  return runStep(v.json, lines, async () => rerunAppIngest(contextOf(v, lines), ids));
};

const openPrCommand: Command = async (argv) => {
  const help = `usage: sweepkit recover-ingest open-pr (--target RUN | --pr N) --source-run S [--send]

Case B: a recovery PR. Checks the target, the changelog at its merge, the source run and the
original scope; then (with --send) pushes recovery/reuse-pr-<N> from main with an empty commit,
opens the PR, labels it, posts "/reuse-sweep-run S", appends the original entries with the new
PR's link, and pushes a carrier commit whose second parent is the source commit. Never forces.

  --target RUN               the failed push run (URL or id)
  --pr N                     or: the merged PR (its merge commit's push run is the target)
  --source-run S             the source run to reuse (required)
  --label NAME               the full-sweep label of the recovery PR (default ${DEFAULT_RECOVERY_LABEL})
  --send (or --yes)          do it (default: print the plan)
${TARGET_HELP}
${COMMON_HELP}

${EXIT_HELP}
`;
  const flags = {
    ...COMMON_FLAGS,
    ...SEND_FLAGS,
    ...TARGET_FLAGS,
    target: { type: 'string' },
    pr: { type: 'string' },
    'source-run': { type: 'string' },
    label: { type: 'string', default: DEFAULT_RECOVERY_LABEL },
  } as const;
  const parsed = parseFlagsAndPositionals(argv, flags, { names: [] }, help);
  if (!parsed) return EXIT.ok;
  const v = parsed.values;
  if ((v.target === undefined) === (v.pr === undefined))
    throw new UsageError(`give exactly one of --target RUN and --pr N\n${help}`);
  const pr = v.pr === undefined ? null : number('--pr', v.pr);
  const sourceRun = runId('--source-run', v['source-run'])!;
  const jobId = jobIdOf(v['job-id']);
  const lines: string[] = [];
  return runStep(v.json, lines, async () =>
    openRecoveryPr(contextOf(v, lines), {
      target: v.target ?? null,
      pr,
      jobId,
      acceptConclusions: v['accept-conclusion'] ?? [],
      sourceRun,
      label: v.label,
    }),
  );
};

const finishCommand: Command = async (argv) => {
  const help = `usage: sweepkit recover-ingest finish --recovery-pr R --source-run S [--send]

Case B, last step: squash-merges the recovery PR with its head as precondition once it provably
reuses the source: it contains the source commit, changes only the changelog, check-changelog
and reuse-sweep-gate succeeded, setup and every GPU job were skipped, its head is the carrier
and main has not advanced.

  --recovery-pr R            the recovery PR
  --source-run S             the source run it carries
  --send (or --yes)          merge (default: print what would be merged)
${COMMON_HELP}

${EXIT_HELP}
`;
  const flags = {
    ...COMMON_FLAGS,
    ...SEND_FLAGS,
    'recovery-pr': { type: 'string' },
    'source-run': { type: 'string' },
  } as const;
  const parsed = parseFlagsAndPositionals(argv, flags, { names: [] }, help);
  if (!parsed) return EXIT.ok;
  const v = parsed.values;
  const recoveryPr = number('--recovery-pr', v['recovery-pr']);
  const sourceRun = runId('--source-run', v['source-run'])!;
  const lines: string[] = [];
  return runStep(v.json, lines, async () => finishRecovery(contextOf(v, lines), { recoveryPr, sourceRun }));
};

const redispatchCommand: Command = async (argv) => {
  const help = `usage: sweepkit recover-ingest redispatch-agentic --source-run S --merge-run M [--send]

Re-dispatches the agentic ingest of a proven pair through recover-reused-ingest.yml: S must be a
valid source with an unexpired bmk_agentic_* artifact, M a completed push run on main whose
setup chose S and which kept its changelog-metadata. There is no fixed-sequence counterpart.

  --source-run S, --merge-run M   the pair
  --send (or --yes)          dispatch (default: print the dispatch)
${COMMON_HELP}

${EXIT_HELP}
`;
  const flags = {
    ...COMMON_FLAGS,
    ...SEND_FLAGS,
    'source-run': { type: 'string' },
    'merge-run': { type: 'string' },
  } as const;
  const parsed = parseFlagsAndPositionals(argv, flags, { names: [] }, help);
  if (!parsed) return EXIT.ok;
  const v = parsed.values;
  const ids = {
    sourceRun: runId('--source-run', v['source-run'])!,
    mergeRun: runId('--merge-run', v['merge-run'])!,
  };
  const lines: string[] = [];
  return runStep(v.json, lines, async () => redispatchAgentic(contextOf(v, lines), ids));
};

export const RECOVERY_COMMANDS: Record<string, Command> = {
  'audit-changelog': auditChangelogCommand,
  'check-source': checkSourceCommand,
  scope: scopeCommand,
  assess: assessCommand,
  'rerun-app-ingest': rerunAppIngestCommand,
  'open-pr': openPrCommand,
  finish: finishCommand,
  'redispatch-agentic': redispatchCommand,
};
