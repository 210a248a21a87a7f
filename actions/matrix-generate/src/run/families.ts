// What actions/matrix-generate/families/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/families.js';

await runAction(run);
