// The workflows pass sweepkit actions only inputs their action.yml declares (every required one
// included), and read only outputs the action or job declares.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { projectRoot } from '../helpers/paths.js';
import { SHIPPED_WORKFLOWS, SWEEPKIT_ACTION_REF, loadWorkflow, type Job } from './workflow-files.js';

interface ActionFile {
  inputs?: Record<string, { required?: boolean; default?: unknown }>;
  outputs?: Record<string, unknown>;
}

function actionFile(name: string): ActionFile {
  return parse(readFileSync(join(projectRoot, 'actions', name, 'action.yml'), 'utf8')) as ActionFile;
}

const sweepkitSteps = SHIPPED_WORKFLOWS.flatMap((file) =>
  Object.entries(loadWorkflow(file).jobs).flatMap(([jobId, job]) =>
    (job.steps ?? []).flatMap((step) => {
      const match = step.uses ? SWEEPKIT_ACTION_REF.exec(step.uses) : null;
      return match ? [{ file, jobId, job, step, action: match[1]! }] : [];
    }),
  ),
);

describe('sweepkit action inputs and outputs', () => {
  it('finds the sweepkit steps of every workflow', () => {
    expect(new Set(sweepkitSteps.map((s) => s.action))).toEqual(
      new Set([
        'changelog-gate',
        'reuse-gate',
        'reuse-gate/sync-gate',
        'reuse-gate/validate-comment',
        'reuse-gate/readiness',
        'reuse-gate/stage',
        'matrix-generate/families',
        'matrix-generate/changelog',
        'canary-select',
        'canary-select/fan-out',
        'collect-results',
        'collect-results/evals',
        'collect-results/compare',
        'collect-results/run-stats',
        'trigger-ingest',
        'trigger-ingest/recover',
        'trigger-ingest/stage-callback',
        'fork-dispatch',
      ]),
    );
  });

  it.each(sweepkitSteps.map((s) => [`${s.file} ${s.jobId} → ${s.action}`, s] as const))(
    '%s passes only declared inputs and every required one',
    (_label, { step, action }) => {
      const file = actionFile(action);
      const inputs = file.inputs ?? {};
      const passed = Object.keys(step.with ?? {});
      expect(passed.filter((name) => !(name in inputs))).toEqual([]);
      // A deprecated input (the former `mode` and the inputs only it read) is never passed.
      expect(passed.filter((name) => 'deprecationMessage' in (inputs[name] ?? {}))).toEqual([]);
      const required = Object.entries(inputs)
        .filter(([, input]) => input.required === true && input.default === undefined)
        .map(([name]) => name);
      expect(required.filter((name) => !passed.includes(name))).toEqual([]);
    },
  );

  const reads = SHIPPED_WORKFLOWS.flatMap((file) =>
    Object.entries(loadWorkflow(file).jobs).flatMap(([jobId, job]) =>
      [...JSON.stringify(job).matchAll(/steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)/g)].map((m) => ({
        file,
        jobId,
        job,
        stepId: m[1]!,
        output: m[2]!,
      })),
    ),
  );

  it.each(reads.map((r) => [`${r.file} ${r.jobId} steps.${r.stepId}.outputs.${r.output}`, r] as const))(
    '%s is declared by the step’s action',
    (_label, { job, stepId, output }) => {
      const step = (job as Job).steps!.find((candidate) => candidate.id === stepId);
      expect(step).toBeDefined();
      const match = SWEEPKIT_ACTION_REF.exec(step!.uses ?? '');
      if (!match) return; // third-party (the classifier): actionlint knows the popular ones
      const file = actionFile(match[1]!);
      expect(Object.keys(file.outputs ?? {})).toContain(output);
    },
  );

  const needsReads = SHIPPED_WORKFLOWS.flatMap((file) => {
    const workflow = loadWorkflow(file);
    return Object.entries(workflow.jobs).flatMap(([jobId, job]) =>
      [...JSON.stringify(job).matchAll(/needs\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)/g)].map((m) => ({
        label: `${file} ${jobId} needs.${m[1]}.outputs.${m[2]}`,
        declared: Object.keys(workflow.jobs[m[1]!]?.outputs ?? {}),
        output: m[2]!,
      })),
    );
  });

  it.each(needsReads.map((r) => [r.label, r] as const))(
    '%s is a declared job output',
    (_label, { declared, output }) => {
      expect(declared).toContain(output);
    },
  );
});
