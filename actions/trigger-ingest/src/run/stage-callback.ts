// What actions/trigger-ingest/stage-callback/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/stage-callback.js';

await runAction(run);
