// What actions/reuse-gate/readiness/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/readiness.js';

await runAction(run);
