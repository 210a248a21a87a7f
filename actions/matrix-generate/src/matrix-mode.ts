/**
 * mode: matrix — generate the matrix in the working directory and publish it: the flat array,
 * its row count, the e2e job families and the run-sweep grouping, plus a job summary.
 */
import * as core from '@actions/core';
import { z } from '../../../shared/zod.js';
import { readInputs } from '../../_common/inputs.js';
import { setOutputs } from '../../_common/outputs.js';
import { SweepkitError } from '../../../shared/errors.js';
import { booleanString } from '../../../shared/inputs.js';
import { e2eFamilies, sweepGroups } from '../../../shared/matrix/families.js';
import { validateRows } from '../../../shared/matrix/validate-rows.js';
import type { Row } from '../../../shared/matrix/rows.js';
import { matrixSummary } from '../../../shared/matrix/summary.js';
import { generateFromRequest } from '../../../cli/matrix/generate.js';
import { OUTPUTS } from './names.js';
import { GeneratorInputsSchema, generatorRequest } from './request.js';

export const MatrixModeInputs = z.extend(GeneratorInputsSchema, {
  'fail-on-empty': z.optional(booleanString),
  'working-directory': z.optional(z.string()),
});

/** Fails closed: an empty matrix is an error only when the step asks for it (the generator itself exits 0 on `[]`, as the reference does). */
export function refuseEmpty(rows: Row[], failOnEmpty: boolean | undefined): void {
  if (failOnEmpty && rows.length === 0)
    throw new SweepkitError({
      message: 'the generated matrix is empty',
      hint: 'check that --conc / --seq-lens / the filters match points that exist in the configs',
    });
}

/** Outputs shared by the matrix and families modes. */
export async function publish(rows: Row[], families: Record<string, Row[]>, title: string): Promise<void> {
  setOutputs({
    [OUTPUTS.matrix]: rows,
    [OUTPUTS.rowCount]: rows.length,
    ...families,
  });
  await core.summary.addRaw(matrixSummary(rows, title)).write();
}

export async function runMatrixMode(): Promise<void> {
  const inputs = readInputs(MatrixModeInputs);
  const request = generatorRequest(inputs);
  const rows = await generateFromRequest(request, inputs['working-directory'] ?? process.cwd());
  validateRows(rows); // every row against its row schema (node-count included) before anything is published
  refuseEmpty(rows, inputs['fail-on-empty']);
  setOutputs({ [OUTPUTS.searchSpaceConfig]: sweepGroups(rows) });
  await publish(rows, e2eFamilies(rows), `Benchmark matrix (${request.command})`);
}
