/** `sweepkit run download <run-id> <name>`: one named artifact through the REST zip endpoint, extracted safely. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readZip } from '../../io/zip-entries.js';
import { pickArtifact } from '../../shared/ops/inspect/attempts.js';
import { readArtifacts } from '../../shared/ops/inspect/gather.js';
import { humanSize } from '../../shared/ops/inspect/table.js';
import { GitHubApiError } from '../../shared/github/errors.js';
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
  dir: { type: 'string', value: 'DIR', help: 'extract into DIR (default ./sweepkit-run-<id>/<name>)' },
  attempt: { type: 'string', value: 'N', help: 'the artifact attributed to attempt N (default: the newest)' },
  ...REPO_FLAG,
  ...JSON_FLAG,
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit run download <run-id> <name> [--dir DIR] [--attempt N] [--repo OWNER/NAME] [--json]',
  about: `Download exactly one artifact and extract it into DIR (default ./sweepkit-run-<id>/<name>).
When reruns left several unexpired artifacts with that name, the newest is taken, or the one
attributed to --attempt. Zip entries with absolute paths or '..' are refused before anything
is written. Never downloads every artifact.`,
  epilog:
    'Exit codes: 0 extracted, 1 no such artifact / expired / unsafe zip, 2 usage, 4 GitHub/token error.',
  flags: FLAGS,
});

const download: Subcommand = {
  about: 'download one named artifact (the newest, or of --attempt) and extract it',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<run-id>', '<name>'] }, HELP);
    if (!parsed) return 0;
    const { values, positionals } = parsed;
    const runId = parseRunId(positionals[0]!);
    const name = positionals[1]!;
    const attempt = wholeNumberFlag('--attempt', values.attempt, 1);
    const repo = resolveRepo(values.repo);
    const json = values.json === true;
    return execute(json, async () => {
      const port = portFromEnv();
      const run = await port.getRun(repo, runId);
      const list = await readArtifacts(port, repo, run);
      const { artifact, reason } = pickArtifact(list, name, attempt);
      if (!artifact) {
        if (reason === 'expired')
          throw new Refusal(`Artifact ${name} in run ${runId} has expired`, 'expired');
        if (reason === 'no-attempt')
          throw new Refusal(
            `No unexpired artifact ${name} of attempt ${attempt} in run ${runId}`,
            'no-attempt',
          );
        throw new Refusal(`No artifact named ${name} in run ${runId}`, 'missing-artifact');
      }
      let bytes: Uint8Array;
      try {
        bytes = await port.downloadArtifact(repo, artifact.id);
      } catch (error) {
        if (error instanceof GitHubApiError && error.status === 410)
          throw new Refusal(`Artifact ${name} in run ${runId} has expired`, 'expired');
        throw error;
      }
      const entries = readZip(Buffer.from(bytes), `artifact ${name} (id ${artifact.id})`);
      const dir = resolve(values.dir ?? join(`sweepkit-run-${runId}`, name));
      for (const entry of entries) {
        const target = join(dir, entry.name);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, entry.data);
      }
      const files = entries.map((e) => e.name);
      emit(
        json,
        {
          ok: true,
          run_id: runId,
          artifact: {
            id: artifact.id,
            name,
            attempt: artifact.attempt ?? null,
            size_in_bytes: artifact.size_in_bytes ?? null,
          },
          dir,
          files,
        },
        () =>
          [
            `run ${runId}: artifact ${name} id ${artifact.id}, attempt ${artifact.attempt ?? '?'}, ${humanSize(artifact.size_in_bytes)} -> ${dir}`,
            ...files.map((f) => `  ${f}`),
          ].join('\n'),
      );
      return EXIT.ok;
    });
  },
};

export default download;
