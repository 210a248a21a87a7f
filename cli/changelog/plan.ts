import { DEFAULT_CHANGELOG_FILE } from '../../shared/changelog/names.js';
import { planFromRefs } from '../../shared/plan/pipeline.js';
import { planSummary, planTable } from '../../shared/plan/summary.js';
import { changelogSources } from '../../io/git-reader.js';
import { writeStdout } from '../_common/cli.js';
import { costReport } from '../_common/cost.js';
import { planWarningText } from '../../shared/plan/warnings.js';
import type { Subcommand } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlags } from '../_common/flags.js';
import { formatFlag, outputFormat } from '../_common/format.js';
import { requireRefs } from './validate.js';

const FLAGS = {
  'changelog-file': {
    type: 'string',
    default: DEFAULT_CHANGELOG_FILE,
    value: 'FILE',
    help: `the changelog (default ${DEFAULT_CHANGELOG_FILE}; relative to the cwd)`,
  },
  'base-ref': { type: 'string', value: 'REF', help: 'base revision' },
  'head-ref': { type: 'string', value: 'REF', help: 'head revision' },
  'trim-conc': {
    type: 'boolean',
    default: false,
    help: 'minimum concurrency per configuration (label sweep-enabled)',
  },
  'all-evals': {
    type: 'boolean',
    default: false,
    help: 'expand eval selection to all generated configs (label all-evals)',
  },
  'evals-only': { type: 'boolean', default: false, help: 'no throughput rows (label evals-only)' },
  format: formatFlag('the plan as compact JSON'),
  cost: {
    type: 'boolean',
    default: false,
    help: 'instead of the plan: jobs and estimated GPU-node-hours per runner label and node count, from recent successful run-sweep jobs of the same configs (GH_TOKEN or GITHUB_TOKEN), with the runs it rests on',
  },
  repo: {
    type: 'string',
    value: 'OWNER/NAME',
    help: '--cost: the repository whose runs are read (default GITHUB_REPOSITORY, else the origin remote)',
  },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit changelog plan --base-ref REF --head-ref REF [flags]',
  about: `The sweep plan ("search-space-config"): the entries the head revision appends to the base
revision become matrix rows, bucketed as the sweep fans them out, with changelog_metadata.
Compact JSON on stdout (see --format). The changelog comes from git objects (commit an append
first); master configs, runners and recipes from the working tree.`,
  flags: FLAGS,
});

const plan: Subcommand = {
  about: 'turn the entries appended between two refs into the sweep plan (JSON)',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
    if (!values) return 0;
    const refs = requireRefs(values);
    const format = outputFormat(values.format);
    const sources = changelogSources(values['changelog-file']);
    const result = await planFromRefs(
      sources,
      refs,
      {
        trimConc: values['trim-conc'],
        allEvals: values['all-evals'],
        evalsOnly: values['evals-only'],
      },
      (warnings) => {
        for (const w of warnings)
          process.stderr.write(`warning: ${w.file}:${w.line}: ${planWarningText(w)}\n`);
      },
    );
    if (values.cost) {
      writeStdout(await costReport({ plan: result }, 'this plan', values.repo));
      return 0;
    }
    if (format === 'json') writeStdout(JSON.stringify(result));
    else writeStdout(format === 'summary' ? planSummary(result) : planTable(result));
    return 0;
  },
};

export default plan;
