/**
 * What the in-process runners share: one call at a time gets the environment, working directory,
 * stdout and stderr a spawned process would have had, and everything is put back afterwards.
 * Spawning a bundle costs 0.2-1 s on this 2-core machine (a fork of the jest worker plus a cold
 * Node start); calling the same source costs milliseconds, so the decision tables run this way
 * and only the runner-contract tests spawn the bundles.
 */

export interface Captured {
  stdout: string;
  stderr: string;
}

type Write = typeof process.stdout.write;

/** A `write` that appends to `sink` and reports success as a stream would. */
function capturingWrite(sink: Buffer[]): Write {
  return ((chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) => {
    sink.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk),
    );
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') (done as () => void)();
    return true;
  }) as Write;
}

/** The tail of the queue of in-process calls: `it.concurrent` tests take turns. */
let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs `body` with process.env replaced by `env` (undefined values left out), the working
 * directory `cwd`, and process.stdout/stderr writes captured. Restores all of it, and process.exitCode, afterwards.
 */
export async function inProcess<T>(
  env: NodeJS.ProcessEnv,
  cwd: string | undefined,
  body: () => Promise<T>,
): Promise<T & Captured> {
  // Two calls at once would see each other's environment and output: they take turns.
  const previous = turn;
  let done!: () => void;
  turn = new Promise<void>((resolve) => (done = resolve));
  await previous;
  const savedEnv = { ...process.env };
  const savedCwd = process.cwd();
  const savedOut = process.stdout.write;
  const savedErr = process.stderr.write;
  const sink = { out: [] as Buffer[], err: [] as Buffer[] };
  for (const key of Object.keys(process.env)) delete process.env[key];
  for (const [key, value] of Object.entries(env)) if (value !== undefined) process.env[key] = value;
  process.exitCode = undefined;
  try {
    if (cwd) process.chdir(cwd);
    process.stdout.write = capturingWrite(sink.out);
    process.stderr.write = capturingWrite(sink.err);
    const result = await body();
    return {
      ...result,
      stdout: Buffer.concat(sink.out).toString('utf8'),
      stderr: Buffer.concat(sink.err).toString('utf8'),
    };
  } finally {
    process.stdout.write = savedOut;
    process.stderr.write = savedErr;
    process.chdir(savedCwd);
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, savedEnv);
    process.exitCode = undefined;
    done();
  }
}
