// What actions/canary-select/fan-out/action.yml runs: this entry alone, under the actions' one catch.
import { run } from '../fan-out.js';

await run();
