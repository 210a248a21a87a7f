/**
 * Hand-built matrix rows against their row schemas (node-count required on multi-node rows):
 * `sweepkit matrix validate`. Workflows that do not use the generator publish their own rows,
 * node demand included, and check them with it. The generator never needs it: it builds rows
 * from validated config entries.
 */
import type { Issue } from '../errors.js';
import { zodIssues } from '../config/load.js';
import type { Row } from './rows.js';
import { ROW_SCHEMAS, rowKind } from './rows-schema.js';

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
