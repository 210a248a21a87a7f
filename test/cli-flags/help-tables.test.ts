/**
 * Every subcommand's --help is generated from its flag table (helpText), so the two cannot
 * drift: each flag the parser accepts is listed in the help with its value name and text.
 * In-process: the subcommand modules are imported, not run.
 */
import { describe, expect, it } from '@jest/globals';
import { helpText } from '../../cli/_common/flags.js';
import type { Subcommand } from '../../cli/_common/subcommands.js';
import canary from '../../cli/changelog/canary.js';
import canonicalize from '../../cli/changelog/canonicalize.js';
import plan from '../../cli/changelog/plan.js';
import priority from '../../cli/changelog/priority.js';
import resolveConflict from '../../cli/changelog/resolve-conflict.js';
import validate from '../../cli/changelog/validate.js';
import { aggregateCommand } from '../../cli/collect/aggregate.js';
import { compareCommand } from '../../cli/collect/compare.js';
import { evalsCommand } from '../../cli/collect/evals.js';
import { processResultCommand } from '../../cli/collect/process-result.js';
import { runStatsCommand } from '../../cli/collect/run-stats.js';
import e2eDispatch from '../../cli/e2e/dispatch.js';
import ingestPayload from '../../cli/github/ingest-payload.js';
import reuseCheckComment from '../../cli/github/reuse-check-comment.js';
import reuseReadiness from '../../cli/github/reuse-readiness.js';
import reuseFind from '../../cli/github/reuse-find.js';
import stageSelect from '../../cli/github/stage-select.js';
import mergeWithReuse from '../../cli/ops/merge-with-reuse.js';
import { INSPECT } from '../../cli/ops/recover-ingest.js';
import { RECOVERY_COMMANDS } from '../../cli/ops/recover/commands.js';
import artifacts from '../../cli/run/artifacts.js';
import classify from '../../cli/run/classify.js';
import download from '../../cli/run/download.js';
import find from '../../cli/run/find.js';
import rerun from '../../cli/run/rerun.js';
import show from '../../cli/run/show.js';
import verifyPublication from '../../cli/run/verify-publication.js';
import auditPublication from '../../cli/run/audit-publication.js';
import watch from '../../cli/run/watch.js';

const COMMANDS: [string, Pick<Subcommand, 'help' | 'flags'>][] = [
  ['changelog validate', validate],
  ['changelog plan', plan],
  ['changelog canary', canary],
  ['changelog priority', priority],
  ['changelog canonicalize', canonicalize],
  ['changelog resolve-conflict', resolveConflict],
  ['collect process-result', processResultCommand],
  ['collect aggregate', aggregateCommand],
  ['collect evals', evalsCommand],
  ['collect run-stats', runStatsCommand],
  ['collect compare', compareCommand],
  ['reuse find', reuseFind],
  ['reuse check-comment', reuseCheckComment],
  ['reuse readiness', reuseReadiness],
  ['stage select', stageSelect],
  ['ingest payload', ingestPayload],
  ['run find', find],
  ['run watch', watch],
  ['run artifacts', artifacts],
  ['run download', download],
  ['run show', show],
  ['run classify', classify],
  ['run rerun', rerun],
  ['verify-publication', verifyPublication],
  ['audit-publication', auditPublication],
  ['e2e dispatch', e2eDispatch],
  ['merge-with-reuse', mergeWithReuse],
  ['recover-ingest inspect', INSPECT],
  ...Object.entries(RECOVERY_COMMANDS).map(
    ([step, command]): [string, Pick<Subcommand, 'help' | 'flags'>] => [`recover-ingest ${step}`, command],
  ),
];

describe('help generated from the flag tables', () => {
  it.each(COMMANDS)('%s: every flag of its table is in its help, with its text', (name, command) => {
    expect(command.help.startsWith(`usage: sweepkit ${name}`)).toBe(true);
    const names = Object.keys(command.flags);
    expect(names.length).toBeGreaterThan(0);
    for (const flag of names) {
      const { help, type, value } = command.flags[flag]!;
      const term = `--${flag}${type === 'string' ? ` ${value ?? 'VALUE'}` : ''}`;
      // A line of the flag list: indented, the term, then the gap before its text.
      const line = command.help
        .split('\n')
        .find(
          (text) => /^ {2}(-\w, )?--/.test(text) && text.replace(/^ {2}(-\w, )?/, '').startsWith(`${term}  `),
        );
      expect({ flag, line: line !== undefined }).toEqual({ flag, line: true });
      expect(line).toContain(help.split('\n')[0]);
    }
  });

  it('lays out usage, about, the aligned flag list (continuation lines indented) and the epilog', () => {
    expect(
      helpText({
        usage: 'sweepkit x y [flags]',
        about: 'Does y.',
        flags: {
          'base-ref': { type: 'string', value: 'REF', help: 'the base' },
          verbose: { type: 'boolean', short: 'v', help: 'say more\nand more' },
        },
        epilog: 'Exit codes: 0 ok.',
      }),
    ).toBe(
      [
        'usage: sweepkit x y [flags]',
        '',
        'Does y.',
        '',
        '  --base-ref REF  the base',
        '  -v, --verbose   say more',
        '                  and more',
        '',
        'Exit codes: 0 ok.',
        '',
      ].join('\n'),
    );
  });
});
