import { UsageError } from '../../shared/errors.js';
import { DEFAULT_CHANGELOG_FILE } from '../../shared/changelog/names.js';
import { gateFromRefs } from '../../shared/plan/pipeline.js';
import { changelogSources, defaultRepository } from '../../io/git-reader.js';
import { writeStdout } from '../_common/cli.js';
import { type FlagTable, helpText, parseFlags, wholeNumberFlag } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';

const FLAGS = {
  'changelog-file': {
    type: 'string',
    default: DEFAULT_CHANGELOG_FILE,
    value: 'FILE',
    help: `the changelog (default ${DEFAULT_CHANGELOG_FILE}; relative to the cwd)`,
  },
  'base-ref': { type: 'string', value: 'REF', help: 'base revision (e.g. origin/main)' },
  'head-ref': { type: 'string', value: 'REF', help: 'head revision (e.g. the PR head SHA)' },
  repo: {
    type: 'string',
    value: 'OWNER/NAME',
    help: "repository of canonical pr-links (default: $GITHUB_REPOSITORY,\nelse the github.com 'origin' remote)",
  },
  'pr-number': {
    type: 'string',
    value: 'N',
    help: 'pull request context: new entries may use XXX or .../pull/N;\nwithout it (main) new links must be canonical',
  },
  'all-evals': {
    type: 'boolean',
    default: false,
    help: 'validate the plan the all-evals label will produce',
  },
  'evals-only': {
    type: 'boolean',
    default: false,
    help: 'validate the plan the evals-only label will produce',
  },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit changelog validate --base-ref REF --head-ref REF [flags]',
  about: `The changelog gate: the head revision of the changelog must be a clean append to the base
revision (byte contract of docs/changelog.md), or only canonical pr-link corrections, and the
appended entries must generate a valid sweep plan. Both revisions are read from git objects
(commits), so an append must be committed before the gate sees it; master configs and runners
come from the working tree. Exit 0 valid, 1 invalid, 2 usage.`,
  flags: FLAGS,
});

export function requireRefs(values: Record<string, unknown>): { baseRef: string; headRef: string } {
  const missing = ['base-ref', 'head-ref'].filter((f) => typeof values[f] !== 'string' || values[f] === '');
  if (missing.length)
    throw new UsageError(`the following arguments are required: ${missing.map((f) => `--${f}`).join(', ')}`);
  return { baseRef: values['base-ref'] as string, headRef: values['head-ref'] as string };
}

const validate: Subcommand = {
  about: 'check the append-only contract of a changelog change (the gate)',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
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
