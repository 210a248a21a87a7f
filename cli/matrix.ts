import { UsageError } from '../shared/errors.js';
import { runCli } from './_common/cli.js';

// argv[0] is the subcommand group the dispatcher (bin/sweepkit.js) routed here.
await runCli(async (argv) => {
  throw new UsageError(`'${argv.slice(0, 2).join(' ')}' is not implemented yet`);
});
