import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEventPayload, simulateWorkflow } from '../../shared/simulate/index.js';
import { fixturesDir } from '../helpers/paths.js';

const fixture = (name: string) => readFileSync(join(fixturesDir, 'simulate', name), 'utf8');

describe('simulateWorkflow (library API)', () => {
  it('skips a job without a status function when a grandparent was skipped (P2, transitive)', async () => {
    const result = await simulateWorkflow({
      workflowText: fixture('transitive-success.yml'),
      fileName: 'transitive-success.yml',
      event: { name: 'push', payload: buildEventPayload('push').payload },
    });
    expect(result.triggered).toBe(true);
    expect(result.order).toEqual(['gate', 'setup', 'implicit-child', 'explicit-child', 'no-condition']);
    expect(result.jobs.gate!.status).toBe('skipped');
    expect(result.jobs.setup!.status).toBe('run');
    expect(result.jobs['implicit-child']!.status).toBe('skipped');
    expect(result.jobs['implicit-child']!.reason).toMatch(/implicit success\(\) is false: job 'gate' was skipped/);
    expect(result.jobs['explicit-child']!.status).toBe('run');
    expect(result.jobs['no-condition']!.status).toBe('skipped');
  });
});
