/**
 * changelog-gate: the run-sweep `check-changelog` job as one step:
 * conflicting primary labels → the reference's message; `[skip-sweep]` → `skip-pr-sweep`;
 * then the changelog gate (shared/changelog/gate.ts) with the label modifiers.
 */
import * as core from '@actions/core';
import { z } from 'zod';
import { readInputs } from '../../_common/inputs.js';
import { setOutputs } from '../../_common/outputs.js';
import { runAction } from '../../_common/run.js';
import { SweepkitError, formatIssue } from '../../../shared/errors.js';
import { integerString, jsonString } from '../../../shared/inputs.js';
import { gateFromRefs } from '../../../shared/plan/pipeline.js';
import { changelogSources } from '../../../io/git-reader.js';
import { sweepPolicy } from '../../../shared/changelog/sweep-policy.js';
import { failureSummary, successSummary } from './summary.js';

const Inputs = z.object({
  'changelog-file': z._default(z.string(), 'perf-changelog.yaml'),
  'base-ref': z.string(),
  'head-ref': z.string(),
  'pr-number': z.optional(integerString),
  'pr-labels': z.optional(jsonString(z.nullable(z.array(z.string())))),
  'head-commit-message': z._default(z.string(), ''),
  repository: z.optional(z.string().check(z.regex(/^[^/\s]+\/[^/\s]+$/, 'expected owner/name'))),
});

export async function run(): Promise<void> {
  await runAction(async () => {
    const inputs = readInputs(Inputs);
    const policy = sweepPolicy(inputs['pr-labels'] ?? [], inputs['head-commit-message']);
    setOutputs({
      'skip-pr-sweep': policy.skipPrSweep,
      'all-evals': policy.allEvals,
      'evals-only': policy.evalsOnly,
    });
    const repo = inputs.repository ?? process.env.GITHUB_REPOSITORY;
    if (!repo) throw new SweepkitError({ message: 'input repository is required (owner/name)' });
    const file = inputs['changelog-file'];
    try {
      const verdict = await gateFromRefs(changelogSources(file), {
        baseRef: inputs['base-ref'],
        headRef: inputs['head-ref'],
        repo,
        prNumber: inputs['pr-number'],
        flags: { allEvals: policy.allEvals, evalsOnly: policy.evalsOnly },
      });
      setOutputs({
        'has-additions': verdict.additions.length > 0,
        additions: verdict.additions.length,
        corrections: verdict.corrections,
        'row-count': verdict.rows,
      });
      core.info(verdict.summary);
      await core.summary.addRaw(successSummary(verdict, file)).write();
    } catch (error) {
      if (error instanceof SweepkitError) {
        await core.summary.addRaw(failureSummary(error.issues.map(formatIssue), file)).write();
      }
      throw error;
    }
  });
}
