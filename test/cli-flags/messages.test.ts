/**
 * Messages written once, as sentences, with their hint: the gate's "nothing appended" versus
 * "commit first", singular/plural agreement, the dry run's "would send", and the usage-error
 * convention (the message, then the command's help, once). In-process.
 */
import { describe, expect, it } from '@jest/globals';
import { SweepkitError, UsageError, formatIssue } from '../../shared/errors.js';
import { appendedEntriesText, nothingAppendedMessage } from '../../shared/changelog/gate.js';
import { changelogDelta } from '../../shared/plan/delta.js';
import { parseRevisions } from '../../shared/changelog/parse.js';
import { dryRunReasons } from '../../shared/ingest/dry-run.js';
import { usageErrorText } from '../../cli/_common/cli.js';
import { withHelp } from '../../cli/_common/subcommands.js';

const REFS = { baseRef: 'origin/main', headRef: 'HEAD' };
const bytes = (text: string) => new TextEncoder().encode(text);
const HISTORY =
  '- config-keys:\n    - a\n  description:\n    - "x"\n  pr-link: https://github.com/o/r/pull/1\n';

async function rejection(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(SweepkitError);
    return (error as Error).message;
  }
  throw new Error('expected a rejection');
}

describe('the gate explains that it reads commits', () => {
  it.each<[boolean, string]>([
    [
      false,
      'nothing appended: perf-changelog.yaml at HEAD has no new entry and no pr-link correction relative to origin/main; append an entry describing the performance-relevant change and commit it',
    ],
    [
      true,
      'nothing appended in the commits: perf-changelog.yaml at HEAD has no new entry and no pr-link correction relative to origin/main, but perf-changelog.yaml has uncommitted changes in the working tree; commit the change first: the gate reads the changelog from git commits, not from the working tree',
    ],
  ])('uncommitted %s', (uncommitted, text) => {
    expect(formatIssue(nothingAppendedMessage('perf-changelog.yaml', REFS, uncommitted))).toBe(text);
  });

  it('the plan says the same, asking about the working tree only when nothing was appended', async () => {
    let asked = 0;
    const uncommitted = () => (asked++, true);
    const context = { file: 'perf-changelog.yaml', ...REFS, uncommitted };
    const message = await rejection(() => changelogDelta(bytes(HISTORY), bytes(HISTORY), context));
    expect(message).toContain('commit the change first');
    expect(message).not.toContain('.; ');
    expect(asked).toBe(1);
  });

  it.each<[number, number, string]>([
    [3, 3, 'the appended entry 3 does not'],
    [3, 5, 'the appended entries 3-5 do not'],
  ])('entries %d-%d: %s', (first, last, text) => {
    expect(appendedEntriesText(first, last)).toBe(text);
  });

  it('an empty changelog is called empty, not "does not end with a newline"', async () => {
    const where = { file: 'perf-changelog.yaml', label: 'head perf-changelog.yaml' };
    const message = await rejection(() =>
      parseRevisions(bytes(HISTORY), bytes(''), { ...where, label: 'base perf-changelog.yaml' }, where),
    );
    expect(message).toContain('head perf-changelog.yaml is empty');
    expect(message).not.toContain('newline');
  });
});

describe('ingest payload without --send says "would send"', () => {
  it.each([
    ['ingest-results: sent, reusing run 12', 'ingest-results: would send, reusing run 12'],
    [
      'ingest-agentic-results: not sent, upload-metadata concluded failure',
      'ingest-agentic-results: would not send, upload-metadata concluded failure',
    ],
    ['recovery dispatch', 'recovery dispatch'],
  ])('%s', (reason, dry) => {
    expect(dryRunReasons([reason])).toEqual([dry]);
  });
});

describe('the usage-error convention', () => {
  const HELP = 'usage: sweepkit g s [flags]\n\n  --x N  the x\n';

  it('a usage error after flag parsing is followed by the command help', async () => {
    const error = await withHelp(HELP, async () => {
      throw new UsageError('give --a or --b, not both');
    }).catch((e: unknown) => e);
    expect(error).toEqual(new UsageError(`give --a or --b, not both\n${HELP}`));
    expect(usageErrorText((error as Error).message)).toBe(`usage error: give --a or --b, not both\n${HELP}`);
  });

  it('a message that already carries the help gets it once; other errors pass through', async () => {
    const carried = new UsageError(`Unknown option '--y'\n${HELP}`);
    await expect(withHelp(HELP, () => Promise.reject(carried))).rejects.toBe(carried);
    const invalid = new SweepkitError({ message: 'bad' });
    await expect(withHelp(HELP, () => Promise.reject(invalid))).rejects.toBe(invalid);
  });

  it('without a command help, the top-level help is named', () => {
    expect(usageErrorText("unknown command 'x'")).toBe(
      "usage error: unknown command 'x'\nRun 'sweepkit --help' for usage.\n",
    );
  });
});

describe('one sentence per issue', () => {
  it.each([
    [
      { message: "Config key 'nope' not found in master configs.", hint: 'use a key' },
      "Config key 'nope' not found in master configs; use a key",
    ],
    [{ message: 'No additions.', hint: 'append one' }, 'No additions; append one'],
    [{ message: 'ends with a stop.' }, 'ends with a stop.'],
    [{ message: 'bad value', value: 3, hint: 'fix it' }, 'bad value (got 3); fix it'],
  ])('%j', (issue, text) => {
    expect(formatIssue(issue)).toBe(text);
  });
});
