/**
 * `sweepkit reuse find`: the drop-in for utils/find_reusable_sweep_run.py, with the
 * sweepkit rules (no sweep label required; synchronize validates the source). Exit 0 on every
 * decided outcome, 1 on a refusal or API error (message on stderr, no outputs), 2 on bad flags.
 */
import { appendFileSync } from 'node:fs';
import { githubOutputText } from '../_common/github-output.js';
import { parseRepo } from '../../shared/github/repo.js';
import { decideReuse } from '../../shared/reuse/gate.js';
import { REUSE_OUTPUT_KEYS } from '../../shared/reuse/names.js';
import { writeStdout } from '../_common/cli.js';
import type { Subcommand } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlags } from '../_common/flags.js';
import { REUSE_POLICY_FLAGS, clientFromEnv, integerFlag, required, reusePolicy } from './reuse-flags.js';

const NAME = 'reuse find';

const FLAGS = {
  repo: { type: 'string', value: 'OWNER/NAME', help: 'repository (required)' },
  'commit-sha': { type: 'string', value: 'SHA', help: 'pushed commit, or the PR head (required)' },
  'event-name': { type: 'string', value: 'NAME', help: 'pull_request, push, ... (required)' },
  ref: { type: 'string', value: 'REF', help: 'refs/heads/main, refs/pull/N/merge, ... (required)' },
  'event-action': { type: 'string', value: 'ACTION', help: 'pull_request action (default: none)' },
  'pr-number': { type: 'string', value: 'N', help: 'required for pull_request synchronize' },
  ...REUSE_POLICY_FLAGS,
  'full-sweep-label': {
    type: 'string',
    value: 'A,B',
    help: 'accepted for compatibility; reuse requires no sweep label',
  },
  'github-output': { type: 'string', value: 'FILE', help: 'default $GITHUB_OUTPUT' },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit reuse find --repo OWNER/NAME --commit-sha SHA --event-name NAME --ref REF [flags]',
  about: `Decide whether this run reuses an approved PR sweep run (reads GITHUB_API_URL, GH_TOKEN or GITHUB_TOKEN).
Prints the eight outputs as JSON and appends them to --github-output in the multi-line-safe form.`,
  flags: FLAGS,
  epilog:
    'Exit codes: 0 decided (reuse on or off), 1 refused or API error (no outputs written), 2 bad flags.',
});

const reuseFind: Subcommand = {
  about: 'find the approved PR sweep run that a push to main may reuse',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
    if (!values) return 0;
    const repo = parseRepo(required(values, 'repo', NAME), '--repo');
    const params = {
      repo,
      commitSha: required(values, 'commit-sha', NAME),
      eventName: required(values, 'event-name', NAME),
      ref: required(values, 'ref', NAME),
      eventAction: values['event-action'] || undefined,
      prNumber: integerFlag(values, 'pr-number', NAME),
      ...reusePolicy(values),
    };
    const outputFile = values['github-output'] || process.env.GITHUB_OUTPUT;
    const { outputs } = await decideReuse(clientFromEnv(), params);
    if (outputFile) {
      const lines = Object.fromEntries(REUSE_OUTPUT_KEYS.map((key) => [key, String(outputs[key])]));
      appendFileSync(outputFile, githubOutputText(lines));
    }
    const ordered = Object.fromEntries(REUSE_OUTPUT_KEYS.map((key) => [key, outputs[key]]));
    writeStdout(JSON.stringify(ordered, null, 2));
    return 0;
  },
};

export default reuseFind;
