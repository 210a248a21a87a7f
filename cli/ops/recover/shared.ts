/** What the recover-ingest subcommands share: common flags, the context, and refusal output. */
import { UsageError, errorMessage } from '../../../shared/errors.js';
import { parseRepo } from '../../../shared/github/repo.js';
import { DEFAULT_CHANGELOG_FILE } from '../../../shared/changelog/names.js';
import type { RecoveryContext } from '../../../shared/ops/recover/context.js';
import { RecoverRefusal } from '../../../shared/ops/recover/inspect.js';
import { EXIT } from '../../../shared/ops/recover/names.js';
import { createRecoveryGit } from '../../../io/git-recover.js';
import { createRecoveryGitHub } from '../../../io/github-recover.js';
import { writeStdout } from '../../_common/cli.js';
import { type FlagTable, type FlagValues, helpText, parseFlagsAndPositionals } from '../../_common/flags.js';
import type { Subcommand } from '../../_common/subcommands.js';
import { exitCodeOf, resolveRepository, tokenFromEnv } from '../common.js';

export const COMMON_FLAGS = {
  repo: {
    type: 'string',
    value: 'OWNER/NAME',
    help: "repository (default: $GITHUB_REPOSITORY, $REPO, else the remote's URL)",
  },
  remote: { type: 'string', default: 'origin', value: 'NAME', help: 'git remote (default origin)' },
  'app-repo': {
    type: 'string',
    value: 'OWNER/NAME',
    help: 'results app repository (default: $SWEEPKIT_APP_REPO, else <repo>-app)',
  },
  'changelog-file': {
    type: 'string',
    default: DEFAULT_CHANGELOG_FILE,
    value: 'FILE',
    help: `the changelog (default ${DEFAULT_CHANGELOG_FILE})`,
  },
  json: { type: 'boolean', default: false, help: 'print one JSON document on stdout instead of the lines' },
} as const satisfies FlagTable;

/** Sending flags: --send, or --yes as the recovery procedure spells it; `what` says what sending does. */
export function sendFlags(what: string) {
  return {
    send: { type: 'boolean', default: false, help: what },
    yes: { type: 'boolean', default: false, help: 'the same as --send' },
  } as const satisfies FlagTable;
}

/** The target run's job and accepted conclusions (assess, open-pr). */
export const TARGET_FLAGS = {
  'job-id': { type: 'string', value: 'ID', help: 'the failed job, when the target run has several' },
  'accept-conclusion': {
    type: 'string',
    multiple: true,
    value: 'C',
    help: 'also accept a target that concluded C (success, cancelled, skipped; repeatable)',
  },
} as const satisfies FlagTable;

const EXIT_HELP =
  'Exit codes: 0 done (or planned), 1 refused (ERROR: message), 2 usage, 3 undecidable, 4 environment (token, API, git).';

export function runId(flag: string, text: string | undefined, required = true): string | null {
  if (text === undefined) {
    if (required) throw new UsageError(`${flag} ID is required`);
    return null;
  }
  if (!/^[0-9]+$/.test(text)) throw new UsageError(`${flag} must be an id (ASCII digits), got '${text}'`);
  return BigInt(text).toString();
}

export function number(flag: string, text: string | undefined): number {
  if (text === undefined) throw new UsageError(`${flag} N is required`);
  if (!/^[0-9]+$/.test(text) || Number(text) < 1)
    throw new UsageError(`${flag} must be a PR number, got '${text}'`);
  return Number(text);
}

interface CommonValues {
  repo?: string;
  remote: string;
  'app-repo'?: string;
  'changelog-file': string;
  json: boolean;
  send?: boolean;
  yes?: boolean;
}

function contextOf(values: CommonValues, lines: string[]): RecoveryContext {
  const repoName = resolveRepository(values.repo, values.remote);
  const appName = values['app-repo'] ?? (process.env.SWEEPKIT_APP_REPO || `${repoName}-app`);
  return {
    github: createRecoveryGitHub({ token: tokenFromEnv() }),
    git: createRecoveryGit(),
    repo: parseRepo(repoName, '--repo'),
    repoName,
    app: parseRepo(appName, '--app-repo'),
    appName,
    remote: values.remote,
    file: values['changelog-file'],
    pid: process.pid,
    send: values.send === true || values.yes === true,
    onLine: (line) => lines.push(line),
  };
}

/** Runs one step: lines (or the JSON document) on stdout, a refusal as `ERROR: ` on stderr. */
async function runStep<R>(
  json: boolean,
  lines: string[],
  step: () => Promise<R>,
  render: (report: R) => string[] = () => [],
  exitOf: (report: R) => number = () => EXIT.ok,
): Promise<number> {
  try {
    const report = await step();
    if (json) writeStdout(`${JSON.stringify({ ok: true, ...report })}\n`);
    else writeStdout([...lines, ...render(report)].map((l) => `${l}\n`).join(''));
    return exitOf(report);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code =
      error instanceof RecoverRefusal
        ? ((error as { exitCode?: number }).exitCode ?? EXIT.refused)
        : exitCodeOf(error);
    const left = (error as { left?: string | null }).left ?? null;
    const message = errorMessage(error);
    if (json) writeStdout(`${JSON.stringify({ ok: false, error: { code, message, left } })}\n`);
    else {
      if (lines.length) writeStdout(lines.map((l) => `${l}\n`).join(''));
      process.stderr.write(`ERROR: ${message}\n${left ? `${left}\n` : ''}`);
    }
    return code;
  }
}

/** One step: its help (generated from its flags) and what it runs. */
export type RecoveryStep = Pick<Subcommand, 'help' | 'flags'> & { run(argv: string[]): Promise<number> };

/** What a step is: the parts of its help, its flags, its arguments, the step and its output. */
export interface StepDefinition<O extends FlagTable, A, R> {
  usage: string;
  about: string;
  /** The step's own flags followed by COMMON_FLAGS. */
  flags: O;
  /** Its positionals, named as the usage line names them (none by default). */
  positionals?: readonly string[];
  /** The step's arguments from its flags; usage errors are thrown here, before any I/O. */
  args(values: FlagValues<O>, positionals: string[]): A;
  run(ctx: RecoveryContext, args: A): Promise<R>;
  /** The lines printed after the ones the step logged (default: none). */
  render?(report: R): string[];
  /** The exit code of a report (default 0). */
  exitCode?(report: R): number;
}

/**
 * A step as the dispatcher runs it: every step parses its flags the same way, reads its
 * arguments before any I/O, builds the context from the common flags and reports through
 * runStep, so the nine steps differ only in what their definitions say.
 */
export function defineStep<const O extends FlagTable, A, R>(def: StepDefinition<O, A, R>): RecoveryStep {
  const help = helpText({ usage: def.usage, about: def.about, flags: def.flags, epilog: EXIT_HELP });
  return {
    help,
    flags: def.flags,
    async run(argv) {
      const parsed = parseFlagsAndPositionals(argv, def.flags, { names: def.positionals ?? [] }, help);
      if (!parsed) return EXIT.ok;
      const args = def.args(parsed.values, parsed.positionals);
      const common = parsed.values as unknown as CommonValues;
      const lines: string[] = [];
      return runStep(
        common.json,
        lines,
        () => def.run(contextOf(common, lines), args),
        def.render,
        def.exitCode,
      );
    },
  };
}
