import { UsageError } from '../../shared/errors.js';
import { DEFAULT_CHANGELOG_FILE } from '../../shared/changelog/names.js';
import { gateFromRefs } from '../../shared/plan/pipeline.js';
import { changelogSources, defaultRepository } from '../../io/git-reader.js';
import { writeStdout } from '../_common/cli.js';
import { parseFlags, wholeNumberFlag } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';

const HELP = `usage: sweepkit changelog validate --base-ref REF --head-ref REF [flags]

The changelog gate: the head revision of the changelog must be a clean append to the base
revision (byte contract of docs/changelog.md), or only canonical pr-link corrections, and the
appended entries must generate a valid sweep plan. Both revisions are read from git objects;
master configs and runners from the working tree. Exit 0 valid, 1 invalid, 2 usage.

  --changelog-file FILE  the changelog (default ${DEFAULT_CHANGELOG_FILE}; relative to the cwd)
  --base-ref REF         base revision (e.g. origin/main)
  --head-ref REF         head revision (e.g. the PR head SHA)
  --repo OWNER/NAME      repository of canonical pr-links (default: $GITHUB_REPOSITORY,
                         else the github.com 'origin' remote)
  --pr-number N          pull request context: new entries may use XXX or .../pull/N;
                         without it (main) new links must be canonical
  --all-evals            validate the plan the all-evals label will produce
  --evals-only           validate the plan the evals-only label will produce
`;

export function requireRefs(values: Record<string, unknown>): { baseRef: string; headRef: string } {
  const missing = ['base-ref', 'head-ref'].filter((f) => typeof values[f] !== 'string' || values[f] === '');
  if (missing.length)
    throw new UsageError(`the following arguments are required: ${missing.map((f) => `--${f}`).join(', ')}`);
  return { baseRef: values['base-ref'] as string, headRef: values['head-ref'] as string };
}

const validate: Subcommand = {
  about: 'check the append-only contract of a changelog change (the gate)',
  async run(argv) {
    const values = parseFlags(
      argv,
      {
        'changelog-file': { type: 'string', default: DEFAULT_CHANGELOG_FILE },
        'base-ref': { type: 'string' },
        'head-ref': { type: 'string' },
        repo: { type: 'string' },
        'pr-number': { type: 'string' },
        'all-evals': { type: 'boolean', default: false },
        'evals-only': { type: 'boolean', default: false },
      },
      HELP,
    );
    if (!values) return 0;
    const refs = requireRefs(values);
    const prNumber = wholeNumberFlag('--pr-number', values['pr-number'], 1);
    let repo = values.repo;
    if (repo !== undefined && !/^[^/\s]+\/[^/\s]+$/.test(repo))
      throw new UsageError(`--repo must be OWNER/NAME, got '${repo}'`);
    const sources = changelogSources(values['changelog-file']);
    repo ??= defaultRepository(sources.root);
    if (!repo) {
      throw new UsageError(
        '--repo OWNER/NAME is required: GITHUB_REPOSITORY is not set and the origin remote is not on github.com',
      );
    }
    const verdict = await gateFromRefs(sources, {
      ...refs,
      repo,
      prNumber,
      flags: { allEvals: values['all-evals'], evalsOnly: values['evals-only'] },
    });
    writeStdout(verdict.summary);
    return 0;
  },
};

export default validate;
