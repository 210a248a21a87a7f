import { DEFAULT_CHANGELOG_FILE } from '../../shared/changelog/names.js';
import { planFromRefs } from '../../shared/plan/pipeline.js';
import { changelogSources } from '../../io/git-reader.js';
import { writeStdout } from '../_common/cli.js';
import type { Subcommand } from '../_common/subcommands.js';
import { parseFlags } from '../_common/flags.js';
import { requireRefs } from './validate.js';

const HELP = `usage: sweepkit changelog plan --base-ref REF --head-ref REF [flags]

The sweep plan ("search-space-config"): the entries the head revision appends to the base
revision become matrix rows, bucketed as the sweep fans them out, with changelog_metadata.
Compact JSON on stdout. The changelog comes from git objects; master configs, runners and
recipes from the working tree.

  --changelog-file FILE  the changelog (default ${DEFAULT_CHANGELOG_FILE}; relative to the cwd)
  --base-ref REF         base revision
  --head-ref REF         head revision
  --trim-conc            minimum concurrency per configuration (label sweep-enabled)
  --all-evals            expand eval selection to all generated configs (label all-evals)
  --evals-only           no throughput rows (label evals-only)
  --cost                 instead of the JSON: jobs and estimated GPU-node-hours per runner
                         label and node count, from recent successful run-sweep jobs of the
                         same configs (GH_TOKEN or GITHUB_TOKEN), with the runs it rests on
  --repo OWNER/NAME      --cost: the repository whose runs are read (default
                         GITHUB_REPOSITORY, else the origin remote)
`;

const plan: Subcommand = {
  about: 'turn the entries appended between two refs into the sweep plan (JSON)',
  async run(argv) {
    const values = parseFlags(
      argv,
      {
        'changelog-file': { type: 'string', default: DEFAULT_CHANGELOG_FILE },
        'base-ref': { type: 'string' },
        'head-ref': { type: 'string' },
        'trim-conc': { type: 'boolean', default: false },
        'all-evals': { type: 'boolean', default: false },
        'evals-only': { type: 'boolean', default: false },
        cost: { type: 'boolean', default: false },
        repo: { type: 'string' },
      },
      HELP,
    );
    if (!values) return 0;
    const refs = requireRefs(values);
    const sources = changelogSources(values['changelog-file']);
    const result = await planFromRefs(sources, refs, {
      trimConc: values['trim-conc'],
      allEvals: values['all-evals'],
      evalsOnly: values['evals-only'],
    });
    if (values.cost) {
      const { costReport } = await import('../_common/cost.js');
      writeStdout(await costReport({ plan: result }, 'this plan', values.repo));
      return 0;
    }
    writeStdout(JSON.stringify(result));
    return 0;
  },
};

export default plan;
