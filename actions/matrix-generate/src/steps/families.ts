/**
 * matrix-generate/families: the e2e `get-jobs` step: the flat matrix from the
 * generator command, or, in trusted changelog dispatch (both refs given), the changelog plan
 * flattened (multi-node agentic evals included, which the reference left nested); then split into the
 * eight job families (the single-node eval family filled: the reference's was always empty) and, when
 * a priority policy is given, scored per family.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { readInputs } from '../../../_common/inputs.js';
import { UsageError } from '../../../../shared/errors.js';
import { booleanString } from '../../../../shared/inputs.js';
import { e2eFamilies } from '../../../../shared/matrix/families.js';
import type { Row } from '../../../../shared/matrix/rows.js';
import { planFromRefs } from '../../../../shared/plan/pipeline.js';
import type { SearchSpaceConfig } from '../../../../shared/plan/schema.js';
import { annotateFamilies } from '../../../../shared/priority/families.js';
import { parseLabelsJson } from '../../../../shared/priority/flags.js';
import { parsePriorityPolicy } from '../../../../shared/priority/policy.js';
import { changelogSources } from '../../../../io/git-reader.js';
import { generate } from '../../../../shared/matrix/run-request.js';
import { localMatrixFiles } from '../../../../io/matrix-files.js';
import { refuseEmpty } from '../../../../shared/matrix/empty.js';
import { MatrixInputs, publish } from './matrix.js';
import { generatorRequest } from '../request.js';

const FamiliesInputs = MatrixInputs.extend({
  'changelog-file': z.optional(z.string()),
  'base-ref': z.optional(z.string()),
  'head-ref': z.optional(z.string()),
  'trim-conc': z.optional(booleanString),
  'priority-policy': z.optional(z.string()),
  'event-name': z.optional(z.string()),
  'queue-namespace': z.optional(z.string()),
  'pr-labels': z.optional(z.string()),
});
type FamiliesStepInputs = z.output<typeof FamiliesInputs>;

/** The plan as one array: throughput groups, then the four eval lists. */
function flattenPlan(plan: SearchSpaceConfig): Row[] {
  return [
    ...Object.values(plan.single_node).flat(),
    ...Object.values(plan.multi_node).flat(),
    ...plan.evals,
    ...plan.agentic_evals,
    ...plan.multinode_evals,
    ...plan.multinode_agentic_evals,
  ] as Row[];
}

async function flatMatrix(inputs: FamiliesStepInputs, cwd: string): Promise<Row[]> {
  const base = inputs['base-ref'];
  const head = inputs['head-ref'];
  if (base || head) {
    if (!base || !head) throw new UsageError('Both changelog-base-ref and changelog-head-ref are required');
    const plan = await planFromRefs(
      changelogSources(inputs['changelog-file'] ?? 'perf-changelog.yaml', cwd),
      { baseRef: base, headRef: head },
      { trimConc: inputs['trim-conc'], allEvals: inputs['all-evals'], evalsOnly: inputs['evals-only'] },
    );
    return flattenPlan(plan);
  }
  if (!inputs['generate-cli-command']?.trim() && !inputs.command)
    throw new UsageError(
      'generate-cli-command is required unless both base-ref and head-ref are given (a trusted changelog dispatch)',
    );
  const { rows } = await generate(generatorRequest(inputs), localMatrixFiles(cwd));
  return rows;
}

export async function run(): Promise<void> {
  const inputs = readInputs(FamiliesInputs);
  const cwd = inputs['working-directory'] ?? process.cwd();
  const rows = await flatMatrix(inputs, cwd);
  refuseEmpty(rows, inputs['fail-on-empty']);
  let families: Record<string, Row[]> = e2eFamilies(rows);
  const policyPath = inputs['priority-policy'];
  if (policyPath) {
    const file = isAbsolute(policyPath) ? policyPath : join(cwd, policyPath);
    families = annotateFamilies(families, {
      policy: await parsePriorityPolicy(readFileSync(file, 'utf8'), policyPath),
      eventName: inputs['event-name'] ?? '',
      labels: parseLabelsJson(inputs['pr-labels'], 'pr-labels'),
      queueNamespace: inputs['queue-namespace'] ?? 'local',
    });
  }
  await publish(rows, families, 'Benchmark matrix by job family');
}
