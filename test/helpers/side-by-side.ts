/**
 * Rows of a table that each wait out a real timeout (a hung page) run side by side in one
 * `beforeAll`, each on its own world, instead of one after another (or five at a time, jest's
 * limit for `it.concurrent`); each row's test then reports that row's own outcome, so a failure
 * still names its row.
 */
import { beforeAll } from '@jest/globals';

export function sideBySide<R>(rows: readonly R[], run: (row: R) => Promise<void>): (index: number) => void {
  let settled: PromiseSettledResult<void>[] | undefined;
  beforeAll(async () => {
    settled = await Promise.allSettled(rows.map((row) => run(row)));
  }, 60_000);
  return (index) => {
    const outcome = settled?.[index];
    if (outcome === undefined) throw new Error(`row ${index} did not run`);
    if (outcome.status === 'rejected') throw outcome.reason;
  };
}
