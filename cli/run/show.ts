/**
 * `sweepkit run show <run-id> results|evals|stats`: the bounded built-in views of a run's
 * aggregate files, read from the artifact in memory (or from --file), as a table or --json.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { readZip } from '../../io/zip-entries.js';
import { UsageError } from '../../shared/errors.js';
import { pickArtifact } from '../../shared/ops/inspect/attempts.js';
import { readArtifacts } from '../../shared/ops/inspect/gather.js';
import { VIEW_SOURCES, type ViewName } from '../../shared/ops/inspect/names.js';
import { renderTable } from '../../shared/ops/inspect/table.js';
import { buildView } from '../../shared/ops/inspect/views.js';
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

const MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_LIMIT = 50;

const FLAGS = {
  attempt: { type: 'string', value: 'N', help: 'the artifact of attempt N (default: the newest)' },
  limit: { type: 'string', value: 'N', help: `at most N rows (default ${DEFAULT_LIMIT})` },
  file: { type: 'string', value: 'PATH', help: 'read a local copy instead of downloading' },
  force: { type: 'boolean', help: 'read files over 64 MiB' },
  ...REPO_FLAG,
  ...JSON_FLAG,
} as const satisfies FlagTable;

const HELP = helpText({
  usage:
    'sweepkit run show <run-id> <results|evals|stats> [--attempt N] [--limit N] [--file PATH] [--force] [--repo OWNER/NAME] [--json]',
  about: `Print a bounded view of a run's aggregate file:
  results  results_bmk/agg_bmk.json: hw, infmax_model_prefix, framework, precision, isl/osl, tp, conc, tput_per_gpu (2 decimals)
  evals    eval_results_all/agg_eval_all.json: hw, model_prefix, framework, precision, tp, conc, task, score_name, score (4 decimals)
  stats    run-stats/run_stats.json: key, n_success, total (file order)`,
  epilog:
    'Exit codes: 0 shown, 1 artifact missing/expired or file not of that view, 2 usage, 4 GitHub/token error.',
  flags: FLAGS,
});

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Refusal(`${where} is not JSON: ${(error as Error).message}`, 'invalid-json');
  }
}

const show: Subcommand = {
  about: 'bounded views of results, evals or run statistics (table or --json)',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<run-id>', '<view>'] }, HELP);
    if (!parsed) return 0;
    const { values, positionals } = parsed;
    const runId = parseRunId(positionals[0]!);
    const view = positionals[1]!;
    if (!Object.hasOwn(VIEW_SOURCES, view))
      throw new UsageError(`<view> must be results, evals or stats, got '${view}'`);
    const source = VIEW_SOURCES[view as ViewName];
    const limit = wholeNumberFlag('--limit', values.limit, 1) ?? DEFAULT_LIMIT;
    const attempt = wholeNumberFlag('--attempt', values.attempt, 1);
    const json = values.json === true;
    return execute(json, async () => {
      let text: string;
      let origin: Record<string, unknown>;
      if (values.file) {
        const size = statSync(values.file).size;
        if (size > MAX_BYTES && !values.force)
          throw new Refusal(
            `${values.file} is ${size} bytes (over 64 MiB); pass --force to read it`,
            'too-large',
          );
        text = readFileSync(values.file, 'utf8');
        origin = { run_id: runId, file: values.file };
      } else {
        const repo = resolveRepo(values.repo);
        const port = portFromEnv();
        const run = await port.getRun(repo, runId);
        const { artifact, reason } = pickArtifact(
          await readArtifacts(port, repo, run),
          source.artifact,
          attempt,
        );
        if (!artifact) {
          const why =
            reason === 'expired'
              ? 'has expired'
              : reason === 'no-attempt'
                ? `has no copy from attempt ${attempt}`
                : 'does not exist';
          throw new Refusal(
            `Artifact ${source.artifact} in run ${runId} ${why}`,
            reason ?? 'missing-artifact',
          );
        }
        if ((artifact.size_in_bytes ?? 0) > MAX_BYTES && !values.force)
          throw new Refusal(
            `Artifact ${source.artifact} is ${artifact.size_in_bytes} bytes (over 64 MiB); pass --force to read it`,
            'too-large',
          );
        const entries = readZip(
          Buffer.from(await port.downloadArtifact(repo, artifact.id)),
          `artifact ${source.artifact}`,
        );
        const entry = entries.find((e) => basename(e.name) === source.file);
        if (!entry)
          throw new Refusal(
            `Artifact ${source.artifact} (id ${artifact.id}) holds no ${source.file}`,
            'missing-file',
          );
        text = entry.data.toString('utf8');
        origin = {
          run_id: runId,
          attempt: artifact.attempt ?? null,
          artifact: source.artifact,
          artifact_id: artifact.id,
          file: entry.name,
        };
      }
      const result = buildView(
        view as ViewName,
        parseJson(text, String(origin.file)),
        String(origin.file),
        limit,
      );
      if (result.missing.length && !json)
        process.stderr.write(`missing fields (printed empty): ${result.missing.join(', ')}\n`);
      emit(json, { ok: true, source: origin, view, ...result }, () => {
        const head = `${origin.file}${origin.artifact ? ` from run ${runId}, attempt ${origin.attempt ?? '?'}, artifact ${origin.artifact}` : ''}`;
        const more = result.omitted ? `\n... ${result.omitted} more row(s); raise --limit` : '';
        return `${head}\n${renderTable(result.columns, result.rows)}${more}`;
      });
      return EXIT.ok;
    });
  },
};

export default show;
