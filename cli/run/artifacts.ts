/** `sweepkit run artifacts <run-id>`: every artifact of a run (all pages), with expiry, size, times and attempt. */
import { readArtifacts } from '../../shared/ops/inspect/gather.js';
import { renderTable } from '../../shared/ops/inspect/table.js';
import type { Subcommand } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlagsAndPositionals } from '../_common/flags.js';
import { EXIT, JSON_FLAG, REPO_FLAG, emit, execute, parseRunId, portFromEnv, resolveRepo } from './common.js';

const FLAGS = {
  unexpired: { type: 'boolean', help: 'only artifacts that can still be downloaded' },
  name: { type: 'string', value: 'GLOB', help: 'only names matching GLOB (* and ?)' },
  require: {
    type: 'string',
    multiple: true,
    value: 'NAME',
    help: 'exit 1 unless an unexpired artifact NAME exists (repeatable)',
  },
  ...REPO_FLAG,
  ...JSON_FLAG,
} as const satisfies FlagTable;

const HELP = helpText({
  usage:
    'sweepkit run artifacts <run-id> [--unexpired] [--name GLOB] [--require NAME]... [--repo OWNER/NAME] [--json]',
  about: `List every artifact of a run across all pages, in API order: name, expired, size, created,
updated and the attempt that produced it (derived from the attempts' start times; ? when unknown).`,
  epilog:
    'Exit codes: 0 listed (also when empty), 1 a required artifact is missing, 2 usage, 4 GitHub/token error.',
  flags: FLAGS,
});

function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`);
}

const artifacts: Subcommand = {
  about: 'list a run’s artifacts (all pages): expiry, size, times, attempt',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<run-id>'] }, HELP);
    if (!parsed) return 0;
    const { values, positionals } = parsed;
    const runId = parseRunId(positionals[0]!);
    const repo = resolveRepo(values.repo);
    const json = values.json === true;
    return execute(json, async () => {
      const port = portFromEnv();
      const run = await port.getRun(repo, runId);
      let list = await readArtifacts(port, repo, run);
      if (values.unexpired) list = list.filter((a) => a.expired !== true);
      if (values.name) {
        const re = globToRegExp(values.name);
        list = list.filter((a) => re.test(a.name));
      }
      const rows = list.map((a) => ({
        id: a.id,
        name: a.name,
        expired: a.expired === true,
        size_in_bytes: a.size_in_bytes ?? null,
        created_at: a.created_at ?? null,
        updated_at: a.updated_at ?? null,
        attempt: a.attempt ?? null,
      }));
      const header = {
        id: run.id,
        run_attempt: run.run_attempt ?? 1,
        event: run.event ?? null,
        head_sha: run.head_sha ?? null,
        status: run.status ?? null,
        conclusion: run.conclusion ?? null,
        html_url: run.html_url ?? null,
      };
      const missing = (values.require ?? []).filter(
        (name) => !rows.some((a) => a.name === name && !a.expired),
      );
      emit(json, { ok: missing.length === 0, run: header, artifacts: rows, missing }, () => {
        const title =
          `run ${run.id} (attempt ${header.run_attempt}, ${run.event ?? '?'}, ${run.status ?? '?'}${run.conclusion ? `/${run.conclusion}` : ''}) ${run.html_url ?? ''}`.trimEnd();
        if (!rows.length) return `${title}\nno artifacts`;
        const table = renderTable(
          ['NAME', 'EXPIRED', 'SIZE', 'CREATED', 'UPDATED', 'ATTEMPT'],
          rows.map((a) => [
            a.name,
            a.expired ? 'yes' : 'no',
            String(a.size_in_bytes ?? '?'),
            a.created_at ?? '?',
            a.updated_at ?? '?',
            String(a.attempt ?? '?'),
          ]),
        );
        return `${title}\n${table}\n${rows.length} artifact(s)`;
      });
      if (!missing.length) return EXIT.ok;
      if (!json)
        process.stderr.write(`✗ run ${run.id} has no unexpired artifact named ${missing.join(', ')}\n`);
      return EXIT.refused;
    });
  },
};

export default artifacts;
