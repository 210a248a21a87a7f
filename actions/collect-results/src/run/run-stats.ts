// What actions/collect-results/run-stats/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/run-stats.js';

await runAction(run);
