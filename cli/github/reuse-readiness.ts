/**
 * `sweepkit reuse readiness`: the verdict of the sweep-readiness check for one PR, from a shell.
 * Exit 0 ready, 1 not ready (reason and fix on stdout), 4 GitHub could not be read (nothing was
 * decided: fail closed), 2 bad flags.
 */
import { errorMessage } from '../../shared/errors.js';
import { DEFAULT_CHANGELOG_FILE } from '../../shared/changelog/names.js';
import { decideReadiness } from '../../shared/readiness/decide.js';
import { gatherReadiness } from '../../shared/readiness/gather.js';
import { GATE_CHECK_NAMES } from '../../shared/readiness/gate-check.js';
import { GATE_PASSED, SWEEP_DECISIONS, type SweepDecision } from '../../shared/readiness/names.js';
import { UsageError } from '../../shared/errors.js';
import { writeStdout } from '../_common/cli.js';
import type { Subcommand } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlags } from '../_common/flags.js';
import {
  PR_FLAGS,
  REUSE_POLICY_FLAGS,
  clientFromEnv,
  commaFlag,
  pullTarget,
  reusePolicy,
} from './reuse-flags.js';

const NAME = 'reuse readiness';
const EXIT = { ready: 0, notReady: 1, github: 4 } as const;

const FLAGS = {
  ...PR_FLAGS,
  'changelog-changed': {
    type: 'string',
    value: 'true|false',
    help: "whether the PR changes the changelog (default: read the PR's changed files from GitHub)",
  },
  'gate-result': {
    type: 'string',
    value: 'RESULT',
    help: `the changelog gate's result, e.g. ${GATE_PASSED} after running it locally\n(default: the gate's check run on the PR head)`,
  },
  'gate-check': {
    type: 'string',
    value: 'A,B',
    help: `check run names of the changelog gate (default ${GATE_CHECK_NAMES.join(',')})`,
  },
  'changelog-file': { type: 'string', value: 'FILE', help: `default ${DEFAULT_CHANGELOG_FILE}` },
  'sweep-decision': {
    type: 'string',
    value: SWEEP_DECISIONS.join('|'),
    help: 'required (default): a successful PR sweep needs /reuse-sweep-run or /sweep-on-main before the merge',
  },
  ...REUSE_POLICY_FLAGS,
  json: { type: 'boolean', help: 'print {"ready","reason","fix"} as JSON' },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit reuse readiness --repo OWNER/NAME --pr-number N [flags]',
  about: `Whether PR N may be merged without main losing its sweep, as the sweep-readiness check says:
runs main's reuse decision on the PR as it stands (reads GITHUB_API_URL, GH_TOKEN or GITHUB_TOKEN).
Whether the PR changes the changelog comes from its changed files on GitHub (a list GitHub cut
off at 3000 files counts as changed). The gate needs both revisions checked out, so its result
comes from run-sweep's changelog check run on the PR head; when there is none that finished
(a fork PR, a pending or cancelled run), the PR is not ready and the output names the local
\`sweepkit changelog validate\` command to run, then pass its result with --gate-result.`,
  flags: FLAGS,
  epilog:
    'Exit codes: 0 ready, 1 not ready (reason and fix printed; also when the gate was not checked),\n2 bad flags, 4 GitHub could not be read (nothing decided).',
});

function booleanFlag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new UsageError(`${NAME}: --${name} must be true or false, got '${value}'`);
}

function sweepDecisionFlag(value: string | undefined): SweepDecision {
  if (value === undefined) return 'required';
  if ((SWEEP_DECISIONS as readonly string[]).includes(value)) return value as SweepDecision;
  throw new UsageError(`${NAME}: --sweep-decision must be ${SWEEP_DECISIONS.join(' or ')}, got '${value}'`);
}

const reuseReadiness: Subcommand = {
  about: 'whether a PR may be merged without main losing its sweep',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
    if (!values) return 0;
    const { repo, prNumber } = pullTarget(values, NAME);
    const params = {
      repo,
      prNumber,
      changelogFile: values['changelog-file'] || DEFAULT_CHANGELOG_FILE,
      changelogChanged: booleanFlag(values['changelog-changed'], 'changelog-changed'),
      gateResult: values['gate-result'],
      gateChecks: commaFlag(values, 'gate-check', GATE_CHECK_NAMES),
      sweepDecision: sweepDecisionFlag(values['sweep-decision']),
      ...reusePolicy(values),
    };
    let verdict;
    try {
      verdict = decideReadiness(await gatherReadiness(clientFromEnv(), params));
    } catch (error) {
      process.stderr.write(`✗ could not decide the readiness of PR #${prNumber}: ${errorMessage(error)}\n`);
      return EXIT.github;
    }
    if (values.json) writeStdout(JSON.stringify(verdict));
    else if (verdict.ready) writeStdout(`✓ PR #${prNumber} is ready: ${verdict.reason}`);
    else writeStdout(`✗ PR #${prNumber} is not ready: ${verdict.reason}\n  fix: ${verdict.fix}`);
    return verdict.ready ? EXIT.ready : EXIT.notReady;
  },
};

export default reuseReadiness;
