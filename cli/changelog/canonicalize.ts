import { UsageError } from '../../shared/errors.js';
import { DEFAULT_CHANGELOG_FILE } from '../../shared/changelog/names.js';
import { canonicalizeChangelog } from '../../shared/merge-prep/canonicalize.js';
import { defaultRepository } from '../../io/git-reader.js';
import {
  locateChangelog,
  readChangelogAt,
  readWorkingFile,
  writeFileAtomically,
  type ChangelogLocation,
} from '../../io/git-merge.js';
import { writeStdout } from '../_common/cli.js';
import { type FlagTable, helpText, parseFlags, wholeNumberFlag } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';

export const COMMON_FLAGS = {
  'changelog-file': {
    type: 'string',
    default: DEFAULT_CHANGELOG_FILE,
    value: 'FILE',
    help: `the changelog (default ${DEFAULT_CHANGELOG_FILE}; relative to the cwd)`,
  },
  'pr-number': { type: 'string', value: 'N', help: 'the pull request whose entries are prepared (required)' },
  repo: {
    type: 'string',
    value: 'OWNER/NAME',
    help: "repository of canonical pr-links (default: $GITHUB_REPOSITORY,\nelse the github.com 'origin' remote)",
  },
} as const satisfies FlagTable;

const FLAGS = {
  'base-ref': {
    type: 'string',
    value: 'REF',
    help: 'the revision the PR is compared with (e.g. origin/main)',
  },
  ...COMMON_FLAGS,
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit changelog canonicalize --base-ref REF --pr-number N [flags]',
  about: `Rewrites the XXX placeholder pr-link of every entry the working-tree changelog appends to
REF into https://github.com/OWNER/NAME/pull/N. Nothing else changes: the change must already
be a clean append (or pr-link corrections only) under the gate's byte contract, and the file
is written only when its bytes change. Exit 0 prepared, 1 refused, 2 usage.`,
  flags: FLAGS,
});

export interface MergePrepContext {
  file: string;
  prNumber: number;
  repo: string;
  location: ChangelogLocation;
}

/** The parsed COMMON_FLAGS. */
interface MergePrepFlags {
  'changelog-file': string;
  'pr-number'?: string | undefined;
  repo?: string | undefined;
}

/** Validates the flags both merge-preparation commands share and finds the changelog. */
export function mergePrepContext(values: MergePrepFlags): MergePrepContext {
  const prNumber = wholeNumberFlag('--pr-number', values['pr-number'], 1);
  if (prNumber === undefined) throw new UsageError('the following arguments are required: --pr-number');
  checkRepoFlag(values.repo);
  const file = values['changelog-file'];
  const location = locateChangelog(file);
  return { file, prNumber, repo: repositoryFlag(values.repo, location), location };
}

export function requireBaseRef(value: string | undefined): string {
  if (value === undefined || value === '')
    throw new UsageError('the following arguments are required: --base-ref');
  return value;
}

/** A malformed --repo is a usage error, reported before anything is read. */
export function checkRepoFlag(given: string | undefined): void {
  if (given !== undefined && !/^[^/\s]+\/[^/\s]+$/.test(given)) {
    throw new UsageError(`--repo must be OWNER/NAME, got '${given}'`);
  }
}

/** --repo as given, else $GITHUB_REPOSITORY, else the github.com origin remote. */
export function repositoryFlag(given: string | undefined, location: ChangelogLocation): string {
  checkRepoFlag(given);
  const repo = given ?? defaultRepository(location.git.root);
  if (!repo) {
    throw new UsageError(
      '--repo OWNER/NAME is required: GITHUB_REPOSITORY is not set and the origin remote is not on github.com',
    );
  }
  return repo;
}

/** Writes only when the bytes differ and prints the reference's confirmation line. */
export function finish(context: MergePrepContext, current: Buffer | undefined, prepared: Buffer): number {
  if (current && current.equals(prepared)) {
    writeStdout(`${context.file} already prepared for PR #${context.prNumber}`);
  } else {
    writeFileAtomically(context.location.absolute, prepared);
    writeStdout(`Prepared ${context.file} for PR #${context.prNumber}`);
  }
  return 0;
}

const canonicalize: Subcommand = {
  about: 'canonicalise the pr-link of the entries a PR appends',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
    if (!values) return 0;
    const baseRef = requireBaseRef(values['base-ref']);
    const context = mergePrepContext(values);
    const base = readChangelogAt(context.location, baseRef);
    const head = readWorkingFile(context.location, context.file);
    const prepared = await canonicalizeChangelog(base, head, context);
    return finish(context, head, prepared.bytes);
  },
};

export default canonicalize;
