import * as core from '@actions/core';
import { z } from 'zod';
import { SweepkitError, errorMessage, formatIssue } from '../../shared/errors.js';
import { takeStartupProblem } from './runner-context.js';

// A command validates each document once: building zod's compiled parser for every schema on
// first use costs more than the interpreted checks it would replace.
z.config({ jitless: true });

/**
 * The one catch of every action: a SweepkitError becomes one annotation per issue
 * (pointing at the file and line when known) and the step fails; anything else fails
 * with its message. No stack traces for bad input. A malformed runner context (event file,
 * GITHUB_API_URL) fails here too, before the body reads it.
 */
export async function runAction(body: () => Promise<void>): Promise<void> {
  try {
    const problem = takeStartupProblem();
    if (problem) throw problem;
    await body();
  } catch (error) {
    if (error instanceof SweepkitError) {
      for (const issue of error.issues) {
        core.error(formatIssue(issue), {
          title: 'sweepkit',
          file: issue.file,
          startLine: issue.line,
          startColumn: issue.column,
        });
      }
      // The annotations above already carry every message; setFailed would repeat one of them.
      process.exitCode = core.ExitCode.Failure;
      return;
    }
    core.setFailed(errorMessage(error));
  }
}
