// What actions/reuse-gate/validate-comment/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/validate-comment.js';

await runAction(run);
