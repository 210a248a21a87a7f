import { resolveConflict } from '../../shared/merge-prep/resolve.js';
import { readConflictStages } from '../../io/git-merge.js';
import type { Subcommand } from '../_common/subcommands.js';
import { helpText, parseFlags } from '../_common/flags.js';
import { COMMON_FLAGS, finish, mergePrepContext } from './canonicalize.js';

const HELP = helpText({
  usage: 'sweepkit changelog resolve-conflict --pr-number N [flags]',
  about: `Run while \`git merge origin/main\` is stopped on a conflict in the changelog. Reads the three
index stages (1 merge base, 2 the PR, 3 main) and writes main's bytes plus only what the PR
uniquely contributes: its appended entries not already on main (link set to
https://github.com/OWNER/NAME/pull/N), or its pr-link corrections. A PR side that edits
history, or contributes nothing, is refused. Exit 0 resolved, 1 refused, 2 usage.`,
  flags: COMMON_FLAGS,
});

const resolveConflictCommand: Subcommand = {
  about: "resolve a conflicted changelog merge: main + the PR's own entries",
  help: HELP,
  flags: COMMON_FLAGS,
  async run(argv) {
    const values = parseFlags(argv, COMMON_FLAGS, HELP);
    if (!values) return 0;
    const context = mergePrepContext(values);
    const resolution = await resolveConflict(readConflictStages(context.location), context);
    // The conflicted working-tree content is never the answer, so the file is always written.
    return finish(context, undefined, resolution.bytes);
  },
};

export default resolveConflictCommand;
