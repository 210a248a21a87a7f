/**
 * Rows of a table that each wait out a real timeout (a hung page) run side by side, each on its
 * own world, instead of one after another (or five at a time, jest's limit for `it.concurrent`),
 * and in the background: they start when the file does (a `beforeAll` of the file that does not
 * wait for them), the file's other tests run while they wait, and each row's test awaits that
 * row's own outcome, so a failure still names its row. Call it at the top level of the file and
 * put the row tests last, so the waiting overlaps everything else the file does. The rows must
 * not depend on state the other tests change.
 */
import { beforeAll } from '@jest/globals';

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
