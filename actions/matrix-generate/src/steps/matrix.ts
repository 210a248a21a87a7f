/**
 * matrix-generate (the main entry): generate the matrix in the working directory and publish it: the flat array,
 * its row count, the e2e job families and the run-sweep grouping, plus a job summary.
 */
import * as core from '@actions/core';
import { z } from 'zod';
import { readInputs } from '../../../_common/inputs.js';
import { setOutputs } from '../../../_common/outputs.js';
import { booleanString } from '../../../../shared/inputs.js';
import { e2eFamilies, sweepGroups } from '../../../../shared/matrix/families.js';
import type { Row } from '../../../../shared/matrix/rows.js';
import { refuseEmpty } from '../../../../shared/matrix/empty.js';
import { matrixSummary } from '../../../../shared/matrix/summary.js';
import { generate } from '../../../../shared/matrix/run-request.js';
import { localMatrixFiles } from '../../../../io/matrix-files.js';
import { GeneratorInputsSchema, generatorRequest } from '../request.js';

/** Output names of matrix-generate and its sub-actions (one place; workflows read these). */
export const OUTPUTS = {
  matrix: 'matrix',
  rowCount: 'row-count',
  searchSpaceConfig: 'search-space-config',
} as const;

export const MatrixInputs = GeneratorInputsSchema.extend({
  'fail-on-empty': z.optional(booleanString),
  'working-directory': z.optional(z.string()),
});

/**
 * Outputs shared by matrix-generate and matrix-generate/families: `before` (the run-sweep groups) first, then
 * the matrix, its row count and the families.
 */
export async function publish(
  rows: Row[],
  families: Record<string, Row[]>,
  title: string,
  before: Record<string, object> = {},
): Promise<void> {
  setOutputs({
    ...before,
    [OUTPUTS.matrix]: rows,
    [OUTPUTS.rowCount]: rows.length,
    ...families,
  });
  await core.summary.addRaw(matrixSummary(rows, title)).write();
}

export async function run(): Promise<void> {
  const inputs = readInputs(MatrixInputs);
  const request = generatorRequest(inputs);
  const { rows, explainEmpty } = await generate(
    request,
    localMatrixFiles(inputs['working-directory'] ?? process.cwd()),
  );
  // The error names the filter that removed the last rows (a few more generations, only then).
  if (rows.length === 0 && inputs['fail-on-empty']) refuseEmpty(rows, true, await explainEmpty());
  await publish(rows, e2eFamilies(rows), `Benchmark matrix (${request.command})`, {
    [OUTPUTS.searchSpaceConfig]: sweepGroups(rows),
  });
}
