// jest testSequencer: the order test files start in. jest hands the next file to whichever of the
// two workers is free, so the run ends soonest when the longest files start first and the short
// ones fill the gaps at the end. With the timings of an earlier run in its cache jest does that
// itself (slowest first), and this keeps its order. On a fresh clone (CI, a new checkout) there
// are no timings and jest falls back to file size, which says little here: the longest files
// (bundle and workflow contracts that start processes, merge scenarios on real repositories) are
// among the small ones, so one of them could start last and run alone on one core for half a
// minute. So without timings the files below start first, in this order (longest first, measured
// on a full run on the 2-core machine), then the rest in jest's order. A file missing from the
// list costs only that fallback; a renamed one is simply not found.
import { relative, sep } from 'node:path';
import Sequencer from '@jest/test-sequencer';

const LONGEST_FIRST = [
  'test/ops/merge-refusals.test.ts',
  'test/ops/recover-flow.test.ts',
  'test/skeleton/bundles.test.ts',
  'test/workflows/smoke-local.test.ts',
  'test/ops/merge-runs.test.ts',
  'test/workflows/lint.test.ts',
  'test/package/install.test.ts',
  'test/ops/merge-cli.test.ts',
  'test/matrix/yaml-differential.test.ts',
  'test/ops/merge-happy.test.ts',
];

export default class LongestFirst extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    if (ordered.some((test) => test.duration !== undefined)) return ordered;
    const rank = (test) => {
      const at = LONGEST_FIRST.indexOf(relative(test.context.config.rootDir, test.path).split(sep).join('/'));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    // Array.prototype.sort is stable: the files not listed keep jest's order.
    return ordered.sort((a, b) => rank(a) - rank(b));
  }
}
