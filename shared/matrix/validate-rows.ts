/**
 * Every row must satisfy its row schema (node-count required on multi-node rows).
 * Kept apart from the generator so the CLI's start-up does not build the row schemas.
 * `rowIssues` checks hand-built rows (`sweepkit matrix validate`): workflows that do not use
 * the generator publish their own rows, node demand included, and check them with it.
 */
import { type Issue, SweepkitError } from '../errors.js';
import { zodIssues } from '../config/load.js';
import type { Row } from './rows.js';
import { z } from '../zod.js';
import { ROW_SCHEMAS, rowAcceptors, rowKind } from './rows-schema.js';

export function validateRows(rows: Row[]): void {
  const accept = rowAcceptors();
  for (const row of rows) {
    const kind = rowKind(row);
    const accepted: boolean = z.validate(accept[kind], row); // a plain boolean: no narrowing of `row`
    if (accepted) continue;
    const result = ROW_SCHEMAS[kind].safeParse(row);
    if (!result.success) {
      const where: Omit<Issue, 'message'> = { entry: `${row['exp-name']} on ${row.runner}` };
      throw new SweepkitError(
        zodIssues(result.error, row, where),
        `The following parsed matrix entry failed validation:\n${JSON.stringify(row)}`,
      );
    }
  }
}

const isObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every problem of a JSON value meant as matrix rows, each naming the row (0-based index, as
 * `fromJSON(...)[i]` counts) and its kind, then the field; empty when every row is valid.
 */
export function rowIssues(value: unknown, file?: string): Issue[] {
  if (!Array.isArray(value))
    return [{ file, message: 'expected a JSON array of matrix rows', hint: 'give [ {row}, ... ]' }];
  const issues: Issue[] = [];
  value.forEach((row: unknown, index) => {
    if (!isObject(row)) {
      issues.push({ file, path: `row ${index}`, message: 'a matrix row must be an object', value: row });
      return;
    }
    const kind = rowKind(row);
    const result = ROW_SCHEMAS[kind].safeParse(row);
    if (result.success) return;
    for (const issue of zodIssues(result.error, row, {}))
      issues.push({
        ...issue,
        file,
        path: `row ${index} (${kind})${issue.path ? `: ${issue.path}` : ''}`,
      });
  });
  return issues;
}
