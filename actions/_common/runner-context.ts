/**
 * The runner's context (the event file and GITHUB_API_URL), checked before any action module
 * reads it. @actions/github builds its `context` while it is being imported, parsing the event
 * file there: a malformed file threw before the action's error handler existed, a stack trace
 * instead of a message. run.ts imports this module, and every entry (src/run/<entry>.ts) imports run.ts
 * before its step's code, so this runs first: it parses the event file once, and a file that is not
 * JSON is set aside (GITHUB_EVENT_PATH cleared, so the import sees no event) and reported by
 * runAction as an error naming the file. GITHUB_API_URL must be an http(s) URL: @actions/github
 * also builds its proxy agent from it while being imported ("TypeError: Invalid URL" with a
 * stack trace), so an invalid one is set aside and reported the same way.
 */
import { SweepkitError } from '../../shared/errors.js';
import { readJsonFile } from '../../io/read-file.js';

const RUNNER_HINT =
  'the runner sets it; when running the action by hand, point it at a valid file or unset it';

function eventFileProblem(path: string | undefined): SweepkitError | undefined {
  if (!path) return undefined;
  try {
    // A missing event file is no event (what @actions/github does); an unreadable one is a fault.
    readJsonFile(path, {
      what: 'event file (GITHUB_EVENT_PATH)',
      expected: RUNNER_HINT,
      missing: 'undefined',
    });
    return undefined;
  } catch (error) {
    if (error instanceof SweepkitError) return error;
    throw error;
  }
}

function apiUrlProblem(url: string | undefined): SweepkitError | undefined {
  if (url === undefined || url === '') return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:')) return undefined;
  return new SweepkitError({
    message: 'GITHUB_API_URL is not an http(s) URL',
    value: url,
    hint: 'the runner sets it to the API origin (https://api.github.com on github.com); unset it or fix it',
  });
}

/**
 * What is wrong with the runner context in `env`, or undefined. The faulty variable is removed
 * from `env`, so a module that reads it while being imported sees it unset instead of throwing.
 */
export function takeRunnerContextProblem(env: NodeJS.ProcessEnv = process.env): SweepkitError | undefined {
  const event = eventFileProblem(env.GITHUB_EVENT_PATH);
  if (event) delete env.GITHUB_EVENT_PATH;
  const api = apiUrlProblem(env.GITHUB_API_URL);
  if (api) delete env.GITHUB_API_URL;
  return event ?? api;
}

/** The problem found when the action started (before its modules were imported), if any. */
let startupProblem = takeRunnerContextProblem();

/**
 * The runner context's problem for this run: the one found at start-up (taken once), else what
 * the environment shows now, so a caller that runs the action more than once in one process
 * (the test suite) gets each run's own answer.
 */
export function takeStartupProblem(): SweepkitError | undefined {
  const found = startupProblem ?? takeRunnerContextProblem();
  startupProblem = undefined;
  return found;
}
