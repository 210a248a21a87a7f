/**
 * matrix-generate/changelog: the run-sweep `setup` plan: the entries appended between base-ref and
 * head-ref become the search-space-config (shared/plan), priority-annotated when a policy file
 * is given, and `changelog_metadata` is written as `changelog_metadata.json` (jq's pretty print:
 * 2-space indent, raw UTF-8, one trailing newline) for the `changelog-metadata` artifact.
 * The job summary also shows what the plan costs (cost-summary.ts); reading that history never
 * fails the plan.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import * as core from '@actions/core';
import { z } from 'zod';
import { readInputs } from '../../../_common/inputs.js';
import { setOutputs } from '../../../_common/outputs.js';
import { CHANGELOG_METADATA_FILE, DEFAULT_CHANGELOG_FILE } from '../../../../shared/changelog/names.js';
import { booleanString, integerString } from '../../../../shared/inputs.js';
import { planRowCount } from '../../../../shared/plan/build.js';
import { planFromRefs } from '../../../../shared/plan/pipeline.js';
import type { SearchSpaceConfig } from '../../../../shared/plan/schema.js';
import { planSummary } from '../../../../shared/plan/summary.js';
import type { PlanWarning } from '../../../../shared/plan/delta.js';
import { planWarningText, planWarningsSummary } from '../../../../shared/plan/warnings.js';
import { annotatePlan } from '../../../../shared/priority/families.js';
import { formatAnnotated } from '../../../../shared/priority/annotate.js';
import { parseCriteriaJson, parseLabelsJson } from '../../../../shared/priority/flags.js';
import { parsePriorityPolicy } from '../../../../shared/priority/policy.js';
import { changelogSources } from '../../../../io/git-reader.js';
import { costSummary } from '../cost-summary.js';
import { OUTPUTS } from './matrix.js';

const ChangelogInputs = z.object({
  'changelog-file': z._default(z.string(), DEFAULT_CHANGELOG_FILE),
  'base-ref': z.string({ error: 'base-ref is required by matrix-generate/changelog' }),
  'head-ref': z.string({ error: 'head-ref is required by matrix-generate/changelog' }),
  'trim-conc': z.optional(booleanString),
  'all-evals': z.optional(booleanString),
  'evals-only': z.optional(booleanString),
  'working-directory': z.optional(z.string()),
  'changelog-metadata-path': z.optional(z.string()),
  'priority-policy': z.optional(z.string()),
  'event-name': z.optional(z.string()),
  'queue-namespace': z.optional(z.string()),
  'pr-labels': z.optional(z.string()),
  'pr-number': z.optional(integerString),
  'priority-criteria': z.optional(z.string()),
  'github-token': z.optional(z.string()),
});
type ChangelogStepInputs = z.output<typeof ChangelogInputs>;

/** The plan as the workflow reads it: plain compact JSON, or ci_priority's escaped form when annotated. */
async function planOutput(
  plan: SearchSpaceConfig,
  inputs: ChangelogStepInputs,
  cwd: string,
): Promise<string> {
  const policyPath = inputs['priority-policy'];
  if (!policyPath) return JSON.stringify(plan);
  const file = isAbsolute(policyPath) ? policyPath : join(cwd, policyPath);
  const annotated = annotatePlan(plan, {
    policy: await parsePriorityPolicy(readFileSync(file, 'utf8'), policyPath),
    eventName: inputs['event-name'] ?? '',
    labels: parseLabelsJson(inputs['pr-labels'], 'pr-labels'),
    criteria: parseCriteriaJson(inputs['priority-criteria'], 'priority-criteria'),
    queueNamespace: inputs['queue-namespace'] ?? 'local',
    prNumber: inputs['pr-number'],
  });
  return formatAnnotated(annotated).trimEnd();
}

export async function run(): Promise<void> {
  const inputs = readInputs(ChangelogInputs);
  const cwd = inputs['working-directory'] ?? process.cwd();
  let warnings: PlanWarning[] = [];
  const plan = await planFromRefs(
    changelogSources(inputs['changelog-file'], cwd),
    { baseRef: inputs['base-ref'], headRef: inputs['head-ref'] },
    { trimConc: inputs['trim-conc'], allEvals: inputs['all-evals'], evalsOnly: inputs['evals-only'] },
    (found) => (warnings = found),
  );
  // A layout the gate would refuse, with every existing entry intact: plan it, and say so.
  for (const w of warnings) {
    core.warning(planWarningText(w), { file: w.file, startLine: w.line, title: 'changelog layout' });
  }
  const metadataPath =
    inputs['changelog-metadata-path'] ?? join(process.env.RUNNER_TEMP ?? cwd, CHANGELOG_METADATA_FILE);
  mkdirSync(dirname(metadataPath), { recursive: true });
  writeFileSync(metadataPath, `${JSON.stringify(plan.changelog_metadata, null, 2)}\n`);
  setOutputs({
    [OUTPUTS.searchSpaceConfig]: await planOutput(plan, inputs, cwd),
    [OUTPUTS.rowCount]: planRowCount(plan),
    'changelog-metadata-file': metadataPath,
  });
  const token = inputs['github-token'] || undefined;
  if (token) core.setSecret(token);
  // After the outputs are set: the cost table is advice and degrades to "unknown" on any fault.
  await core.summary
    .addRaw(planSummary(plan))
    .addRaw(warnings.length ? `\n${planWarningsSummary(warnings)}` : '')
    .addRaw(`\n${await costSummary(plan, token)}`)
    .write();
}
