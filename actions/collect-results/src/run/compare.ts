// What actions/collect-results/compare/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/compare.js';

await runAction(run);
