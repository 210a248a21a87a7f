/**
 * Rows of a table that each mostly wait (out a real timeout, or for a process they start) run side
 * by side, each on its own world, instead of one after another (or five at a time, jest's limit
 * for `it.concurrent`, whose tests may not load modules); each row's test then reports that row's
 * own outcome, so a failure still names its row.
 */
import { beforeAll } from '@jest/globals';

/**
 * The rows run in one `beforeAll` of the enclosing block, at most `atOnce` at a time (default: all),
 * and the block's tests start when all have settled.
 */
export function sideBySide<R>(
  rows: readonly R[],
  run: (row: R) => Promise<void>,
  { atOnce = rows.length }: { atOnce?: number } = {},
): (index: number) => void {
  let settled: PromiseSettledResult<void>[] | undefined;
  beforeAll(async () => {
    const outcomes: PromiseSettledResult<void>[] = [];
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < rows.length; i = next++)
        outcomes[i] = await run(rows[i]!).then(
          (value) => ({ status: 'fulfilled', value }) as const,
          (reason: unknown) => ({ status: 'rejected', reason }) as const,
        );
    };
    await Promise.all(Array.from({ length: Math.min(atOnce, rows.length) }, lane));
    settled = outcomes;
  }, 120_000);
  return (index) => {
    const outcome = settled?.[index];
    if (outcome === undefined) throw new Error(`row ${index} did not run`);
    if (outcome.status === 'rejected') throw outcome.reason;
  };
}

/**
 * As `sideBySide`, but the rows start when the file does (a `beforeAll` of the file that does not
 * wait for them) and the file's other tests run while they wait; each row's test awaits that row's
 * outcome. Call it at the top level of the file and put the row tests last, so the waiting
 * overlaps everything else the file does. The rows must not depend on state the other tests
 * change, and must not load modules (jest refuses an import between tests).
 */
export function inBackground<R>(
  rows: readonly R[],
  run: (row: R) => Promise<void>,
): (index: number) => Promise<void> {
  let started: Promise<void>[] | undefined;
  beforeAll(() => {
    started = rows.map((row) => run(row));
    // Each outcome is awaited by its row's test; until then a rejection is not "unhandled".
    for (const outcome of started) outcome.catch(() => undefined);
  });
  return async (index) => {
    const outcome = started?.[index];
    if (outcome === undefined) throw new Error(`row ${index} did not run`);
    await outcome;
  };
}
