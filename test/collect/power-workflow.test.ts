// The power contract of the workflows: every template call passes require-power, the multi-node
// throughput calls pass the producer pin, and the template contract shows the process-result
// environment and the two uploads (the row alone in bmk_, the audit trail in power_audit_).
import { describe, expect, it } from '@jest/globals';
import { TEMPLATES, loadContract, loadWorkflow, type Job, type Step } from '../workflows/workflow-files.js';

const templateCalls = (['run-sweep.yml', 'e2e-tests.yml'] as const).flatMap((file) =>
  Object.entries(loadWorkflow(file).jobs as Record<string, Job>)
    .filter(([, job]) => job.uses === TEMPLATES.single || job.uses === TEMPLATES.multi)
    .map(([name, job]) => [`${file} ${name}`, job] as const),
);

describe('workflows pass the power inputs to the templates', () => {
  it('there are template calls to check', () => {
    expect(templateCalls.length).toBeGreaterThanOrEqual(16);
  });
  it.each(templateCalls)('%s passes require-power', (_name, job) => {
    expect(String(job.with?.['require-power'])).toMatch(/matrix\.config\.require-power/);
  });
  it('the e2e input reaches every family', () => {
    const e2e = templateCalls.filter(([name]) => name.startsWith('e2e-tests.yml'));
    for (const [, job] of e2e) expect(String(job.with?.['require-power'])).toContain('inputs.require-power');
  });
  it('the multi-node fixed-sequence families pass the producer pin', () => {
    const e2e = loadWorkflow('e2e-tests.yml').jobs as Record<string, Job>;
    expect(e2e['test-sweep-multi-node']!.with?.['power-producer-sha']).toBe(
      '${{ inputs.power-producer-sha }}',
    );
  });
});

function steps(file: string): Record<string, Step> {
  const contract = loadContract(file) as { jobs: Record<string, Job> };
  return Object.fromEntries((contract.jobs.contract!.steps ?? []).map((step) => [step.name ?? '', step]));
}

describe.each([
  ['benchmark-tmpl.yml', false],
  ['benchmark-multinode-tmpl.yml', true],
] as const)('template contract %s: power steps', (file, multinode) => {
  const contract = steps(file);
  it('process-result gets REQUIRE_POWER as 1/0 and the telemetry location', () => {
    const step = contract['Process result']!;
    expect(step.uses).toMatch(/\/sweepkit\/actions\/collect-results\/process-result@/);
    expect(step.with ?? {}).toEqual(multinode ? { multinode: 'true' } : {});
    expect(step.env?.REQUIRE_POWER).toBe("${{ inputs.require-power && '1' || '0' }}");
    if (multinode) expect(step.env?.POWER_PRODUCER_SHA).toBe('${{ inputs.power-producer-sha }}');
    else expect(step.env?.GPU_METRICS_CSV).toBe('gpu_metrics.csv');
  });
  it('bmk_ holds only the row and is uploaded on success only; power_audit_ always', () => {
    const row = contract['Upload result']!;
    expect(String(row.if)).toContain('success()');
    expect(row.with).toMatchObject({ name: 'bmk_${{ env.RESULT_FILENAME }}' });
    expect(String(row.with?.path)).toMatch(/^agg_\$\{\{ env\.RESULT_FILENAME \}\}(_\*)?\.json$/);
    const audit = contract['Upload power audit']!;
    expect(String(audit.if)).toContain('always()');
    expect(audit.with?.name).toBe('power_audit_${{ env.RESULT_FILENAME }}');
    const paths = String(audit.with?.path).trim().split('\n');
    expect(paths.some((p) => p.startsWith('power_validation_'))).toBe(true);
    expect(paths.some((p) => p.startsWith('agg_'))).toBe(true);
    if (multinode) expect(paths).toEqual(expect.arrayContaining(['LOGS/power/**', 'LOGS/*/results_*.json']));
    else expect(paths).toContain('gpu_metrics.csv');
  });
});
