/**
 * Every row must satisfy its row schema (node-count required on multi-node rows).
 * Kept apart from the generator so the CLI's start-up does not build the row schemas.
 */
import { type Issue, SweepkitError } from '../errors.js';
import { zodIssues } from '../config/load.js';
import type { Row } from './rows.js';
import { ROW_SCHEMAS, rowKind } from './rows-schema.js';

export function validateRows(rows: Row[]): void {
  for (const row of rows) {
    const result = ROW_SCHEMAS[rowKind(row)].safeParse(row);
    if (!result.success) {
      const where: Omit<Issue, 'message'> = { entry: `${row['exp-name']} on ${row.runner}` };
      throw new SweepkitError(
        zodIssues(result.error, row, where),
        `The following parsed matrix entry failed validation:\n${JSON.stringify(row)}`,
      );
    }
  }
}
