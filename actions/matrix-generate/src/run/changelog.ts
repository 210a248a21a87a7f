// What actions/matrix-generate/changelog/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/changelog.js';

await runAction(run);
