/**
 * `sweepkit verify-publication <merge-run>`: the post-merge checklist with evidence. It tells a
 * green dispatch (GitHub accepted the ingest event) from a verified publication (the results
 * app's own run names this source and merge run and succeeded), and says which it saw.
 */
import { UsageError } from '../../shared/errors.js';
import { parseRepo, repoName } from '../../shared/github/repo.js';
import { gatherVerify } from '../../shared/ops/inspect/gather.js';
import { RUN_SWEEP_WORKFLOW } from '../../shared/ops/inspect/names.js';
import { renderTable } from '../../shared/ops/inspect/table.js';
import { verify, type Expectation, type Family } from '../../shared/ops/inspect/verify.js';
import type { Subcommand } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlagsAndPositionals, wholeNumberFlag } from '../_common/flags.js';
import {
  EXIT,
  JSON_FLAG,
  REPO_FLAG,
  Refusal,
  emit,
  execute,
  parseRunId,
  portFromEnv,
  resolveRepo,
} from './common.js';

const FLAGS = {
  pr: { type: 'string', value: 'N', help: "derive the run from PR N's merge commit instead" },
  'expect-source': { type: 'string', value: 'ID', help: 'the intended reuse source run' },
  'expect-reuse': { type: 'boolean', help: 'expect reuse of any valid source' },
  'expect-no-reuse': {
    type: 'boolean',
    help: `expect no reuse (a normal run)
(default: from the PR's newest authorized /reuse-sweep-run comment:
pinned id → that source, bare → any source, none → no reuse)`,
  },
  family: {
    type: 'string',
    value: 'fixed|agentic',
    help: "the plan's ingest family (default: inferred from the artifacts)",
  },
  'app-repo': {
    type: 'string',
    value: 'O/N',
    help: 'results app repository (default $SWEEPKIT_APP_REPO, else <repo>-app)',
  },
  'no-downstream': { type: 'boolean', help: 'skip V8 (it is then unknown)' },
  ...REPO_FLAG,
  ...JSON_FLAG,
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit verify-publication <merge-run> | --pr N [flags]',
  about: `Check, with evidence, that the push-to-main run-sweep.yml run of a merge published its results:

  V1 run identity        V2 triggered by merge   V3 source chosen      V4 changelog metadata
  V5 ingest event        V6 conclusion/attempts  V7 aggregate artifacts V8 downstream

Each check is pass, fail or unknown. V8 passes only on the results app's own run naming this
source and merge run: a successful dispatch alone is reported as "dispatch accepted;
publication not verified".

  <merge-run>  run id or run URL of the push run`,
  epilog: `Exit codes: 0 published (every check passed), 1 a check failed, 3 no check failed but some are
unknown, 2 usage, 4 GitHub/token error.`,
  flags: FLAGS,
});

const verifyPublication: Subcommand = {
  about: 'verify that a merge run published its results (checklist with evidence)',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<merge-run>'], min: 0 }, HELP);
    if (!parsed) return 0;
    const { values, positionals } = parsed;
    const pr = wholeNumberFlag('--pr', values.pr, 1);
    if ((positionals[0] === undefined) === (pr === undefined))
      throw new UsageError(`give either <merge-run> or --pr N`);
    const runArg = positionals[0] === undefined ? undefined : parseRunId(positionals[0], '<merge-run>');
    const expects = [
      values['expect-source'] !== undefined,
      values['expect-reuse'] === true,
      values['expect-no-reuse'] === true,
    ];
    if (expects.filter(Boolean).length > 1)
      throw new UsageError('--expect-source, --expect-reuse and --expect-no-reuse exclude each other');
    const expectation: Expectation | undefined =
      values['expect-source'] !== undefined
        ? { kind: 'source', runId: parseRunId(values['expect-source'], '--expect-source') }
        : values['expect-reuse']
          ? { kind: 'any-reuse' }
          : values['expect-no-reuse']
            ? { kind: 'no-reuse' }
            : undefined;
    if (values.family !== undefined && values.family !== 'fixed' && values.family !== 'agentic')
      throw new UsageError(`--family must be fixed or agentic, got '${values.family}'`);
    const family = values.family as Family | undefined;
    const repo = resolveRepo(values.repo);
    const appName = values['app-repo'] ?? process.env.SWEEPKIT_APP_REPO ?? `${repoName(repo)}-app`;
    const appRepo = values['no-downstream'] ? undefined : parseRepo(appName, '--app-repo');
    const json = values.json === true;
    return execute(json, async () => {
      const port = portFromEnv();
      let runId = runArg;
      if (runId === undefined) {
        const sha = await port.getPullMergeSha(repo, pr!);
        if (!sha) throw new Refusal(`PR #${pr} has no merge commit`, 'not-merged');
        const runs = await port.listWorkflowRuns(
          repo,
          RUN_SWEEP_WORKFLOW,
          { head_sha: sha, event: 'push' },
          100,
        );
        if (runs.length !== 1)
          throw new Refusal(
            `PR #${pr} merge commit ${sha.slice(0, 8)} has ${runs.length} push runs of ${RUN_SWEEP_WORKFLOW}`,
            'ambiguous-run',
          );
        runId = runs[0]!.id;
      }
      const run = await port.getRun(repo, runId);
      const input = await gatherVerify(port, repo, run, {
        expectation,
        family,
        appRepo,
        appRepoName: appName,
      });
      const result = verify(input);
      const failed = result.checks.filter((c) => c.result === 'fail').length;
      const unknown = result.checks.filter((c) => c.result === 'unknown').length;
      emit(json, { ok: result.verdict === 'published', ...result }, () => {
        const title = `verify-publication: run ${result.run_id} (attempt ${result.run_attempt}) for merge ${result.merge_sha?.slice(0, 8) ?? '?'}${result.pr_number ? ` of PR #${result.pr_number}` : ''}`;
        const table = renderTable(
          ['ID', 'CHECK', 'RESULT', 'EVIDENCE'],
          result.checks.map((c) => [c.id, c.name, c.result, c.summary]),
        );
        const verdict =
          result.verdict === 'published'
            ? 'RESULT: published'
            : result.verdict === 'failed'
              ? `RESULT: failed (${failed} failed, ${unknown} unknown)`
              : `RESULT: not verified (${unknown} unknown)`;
        return `${title}\n${table}\n${verdict}\nseen: ${result.seen}`;
      });
      return result.verdict === 'published'
        ? EXIT.ok
        : result.verdict === 'failed'
          ? EXIT.refused
          : EXIT.unknown;
    });
  },
};

export default verifyPublication;
