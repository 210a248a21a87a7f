import { runCli, writeStdout } from './_common/cli.js';
import { type Command, MATRIX_HELP, commandHelp, parseInvocation } from '../shared/matrix/flags.js';
import { writeJsonArray } from './_common/stdout.js';
import { generateFromRequest } from './matrix/generate.js';

// `sweepkit matrix <full-sweep|test-config> [flags]`: argv[0] is the group ('matrix').
void runCli(async ([, ...argv]) => {
  if (argv.length === 0 || argv[0] === '-h' || argv[0] === '--help') {
    if (argv.length === 0) {
      process.stderr.write(MATRIX_HELP);
      return 2;
    }
    writeStdout(MATRIX_HELP);
    return 0;
  }
  const request = parseInvocation(argv);
  if (request === null) {
    writeStdout(commandHelp(argv[0] as Command));
    return 0;
  }
  const rows = await generateFromRequest(request);
  writeJsonArray(rows); // formatMatrix's bytes, written in chunks
  return 0;
});
