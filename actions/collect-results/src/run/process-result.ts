// What actions/collect-results/process-result/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/process-result.js';

await runAction(run);
