// What actions/reuse-gate/stage/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/stage.js';

await runAction(run);
