// What actions/trigger-ingest/recover/action.yml runs: this entry alone, under the actions' one catch.
import { runAction } from '../../../_common/run.js';
import { run } from '../steps/recover.js';

await runAction(run);
