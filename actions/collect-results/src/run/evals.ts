// What actions/collect-results/evals/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/evals.js';

await runAction(run);
