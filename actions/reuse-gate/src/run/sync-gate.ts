// What actions/reuse-gate/sync-gate/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/sync-gate.js';

await runAction(run);
