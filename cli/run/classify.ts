/** `sweepkit run classify <run-id>`: the class of a completed run's first real failure, with its evidence. */
import { existsSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { classify, classifyRefusal } from '../../shared/ops/inspect/classify.js';
import { gatherClassify } from '../../shared/ops/inspect/gather.js';
import {
  DEFAULT_SIGNATURES,
  SIGNATURES_FILE,
  mergeSignatures,
  type Signatures,
} from '../../shared/ops/inspect/signatures.js';
import { SweepkitError } from '../../shared/errors.js';
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
  attempt: { type: 'string', value: 'N', help: 'classify attempt N (default: the latest)' },
  logs: { type: 'boolean', help: "also read the failed job's log tail" },
  signatures: {
    type: 'string',
    value: 'FILE',
    help: `failure signatures (default ${SIGNATURES_FILE} when present, else built in)`,
  },
  ...REPO_FLAG,
  ...JSON_FLAG,
} as const satisfies FlagTable;

const HELP = helpText({
  usage:
    'sweepkit run classify <run-id> [--attempt N] [--logs] [--signatures FILE] [--repo OWNER/NAME] [--json]',
  about: `Classify the first real failure of a completed run as configuration-runtime,
runner-infrastructure, policy-gate or superseded, with the evidence, or say "unknown" and why.
It decides from jobs, steps, annotations and earlier attempts (and with --logs the last 200
log lines of the failed job), never from the run's conclusion alone. It never reruns anything.`,
  epilog: `Exit codes: 0 a class was decided, 3 unknown, 1 run not completed or nothing failed,
2 usage, 4 GitHub/token error.`,
  flags: FLAGS,
});

function loadSignatures(file: string | undefined): Signatures {
  const path = file ?? (existsSync(SIGNATURES_FILE) ? SIGNATURES_FILE : undefined);
  if (!path) return DEFAULT_SIGNATURES;
  let data: unknown;
  try {
    data = parseYaml(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SweepkitError({
      file: path,
      message: `cannot read failure signatures: ${(error as Error).message}`,
      hint: 'fix the YAML or pass --signatures',
    });
  }
  return mergeSignatures(data, path);
}

const classifyCommand: Subcommand = {
  about: 'classify the first real failure of a completed run (or say unknown and why)',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<run-id>'] }, HELP);
    if (!parsed) return 0;
    const { values, positionals } = parsed;
    const runId = parseRunId(positionals[0]!);
    const attempt = wholeNumberFlag('--attempt', values.attempt, 1);
    const json = values.json === true;
    return execute(json, async () => {
      const signatures = loadSignatures(values.signatures);
      const repo = resolveRepo(values.repo);
      const port = portFromEnv();
      const run = await port.getRun(repo, runId);
      const refusal = classifyRefusal(run);
      if (refusal) throw new Refusal(refusal, run.status === 'completed' ? 'nothing-failed' : 'in-progress');
      if (attempt !== undefined && attempt > (run.run_attempt ?? 1))
        throw new Refusal(
          `Run ${runId} has ${run.run_attempt ?? 1} attempt(s); there is no attempt ${attempt}`,
          'no-attempt',
        );
      const result = classify(
        await gatherClassify(port, repo, run, { attempt, logs: values.logs === true, signatures }),
      );
      emit(json, { ok: true, ...result }, () => {
        const f = result.first_failure;
        return [
          `classify: run ${result.run_id} (attempt ${result.run_attempt}): ${result.class}`,
          ...(result.reason ? [`why unknown: ${result.reason.message}`] : []),
          ...(f
            ? [
                `first failure: job ${f.id} "${f.name}" (attempt ${f.attempt}, ${f.conclusion ?? '?'}), step "${f.step ?? '?'}", runner ${f.runner_name ?? '(none)'}${f.html_url ? `\n  ${f.html_url}` : ''}`,
              ]
            : []),
          `fail-fast siblings: ${result.fail_fast_siblings}`,
          'evidence:',
          ...(result.evidence.length ? result.evidence.map((e) => `  - ${e}`) : ['  - (none)']),
          `action: ${result.action}`,
          `rerun: ${result.rerun_hint}`,
        ].join('\n');
      });
      return result.class === 'unknown' ? EXIT.unknown : EXIT.ok;
    });
  },
};

export default classifyCommand;
