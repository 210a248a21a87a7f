import { DEFAULT_CHANGELOG_FILE } from '../../shared/changelog/names.js';
import { repairChangelog, type Repaired } from '../../shared/changelog/repair.js';
import {
  locateChangelog,
  readChangelogAt,
  readWorkingFile,
  writeFileAtomically,
} from '../../io/git-merge.js';
import { writeStdout } from '../_common/cli.js';
import { type FlagTable, helpText, parseFlags, wholeNumberFlag } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';
import { checkRepoFlag, repositoryFlag, requireBaseRef } from './canonicalize.js';

const FLAGS = {
  'base-ref': {
    type: 'string',
    value: 'REF',
    help: 'the revision whose bytes are kept (e.g. origin/main)',
  },
  'pr-number': {
    type: 'string',
    value: 'N',
    help: "also set the new entries' XXX placeholder links to .../pull/N",
  },
  'changelog-file': {
    type: 'string',
    default: DEFAULT_CHANGELOG_FILE,
    value: 'FILE',
    help: `the changelog (default ${DEFAULT_CHANGELOG_FILE}; relative to the cwd)`,
  },
  repo: {
    type: 'string',
    value: 'OWNER/NAME',
    help: "repository of canonical pr-links (default: $GITHUB_REPOSITORY,\nelse the github.com 'origin' remote)",
  },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit changelog repair --base-ref REF [--pr-number N] [--changelog-file FILE]',
  about: `Rewrites the working-tree changelog as REF's bytes plus the entries REF does not have,
appended at the end with one empty line before each and one final newline. It fixes what a
clean \`git merge\` of main can leave behind: your entry above main's newer entries, a blank or
whitespace-only line of the history lost or added, a separator holding spaces. It refuses,
changing nothing, when an entry REF has was deleted or edited. Running it twice changes
nothing the second time. Commit the file afterwards. Exit 0 repaired or already fine, 1 refused,
2 usage.`,
  flags: FLAGS,
});

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function report(file: string, baseRef: string, result: Repaired, prNumber: number | undefined): string {
  if (!result.changed) return `${file} already satisfies the changelog contract against ${baseRef}`;
  const parts = [`the bytes of ${baseRef}`];
  if (result.appended) parts.push(`${plural(result.appended, 'new entry', 'new entries')} appended`);
  if (result.corrected)
    parts.push(`${plural(result.corrected, 'pr-link correction', 'pr-link corrections')} kept`);
  if (result.relinked) parts.push(`${plural(result.relinked, 'link', 'links')} set to PR #${prNumber}`);
  const fixed = result.fixed.map((issue) => `\n  fixed: ${file}:${issue.line}: ${issue.message}`);
  return `Repaired ${file}: ${parts.join(', ')}; commit it (git add ${file} && git commit)${fixed.join('')}`;
}

const repair: Subcommand = {
  about: "rewrite the changelog as the base's bytes plus your new entries, appended",
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
    if (!values) return 0;
    const baseRef = requireBaseRef(values['base-ref']);
    const prNumber = wholeNumberFlag('--pr-number', values['pr-number'], 1);
    checkRepoFlag(values.repo);
    const file = values['changelog-file'];
    const location = locateChangelog(file);
    const repo = repositoryFlag(values.repo, location);
    const headRaw = readWorkingFile(location, file);
    const result = await repairChangelog({
      baseRaw: readChangelogAt(location, baseRef),
      headRaw,
      file,
      baseRef,
      repo,
      prNumber,
    });
    if (result.changed) writeFileAtomically(location.absolute, result.bytes);
    writeStdout(report(file, baseRef, result, prNumber));
    return 0;
  },
};

export default repair;
