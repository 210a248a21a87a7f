// The project's own workflows (.github/workflows: ci, smoke, release) follow the hardening rules
// of the shipped pipelines (the same checks as structure.test.ts, over these files), run what
// .ci/run runs, and trigger as documented (through the simulator). The lint of these files is in
// lint.test.ts, the smoke workflow's behaviour in smoke-local.test.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { projectRoot } from '../helpers/paths.js';
import { runCliAsync } from '../helpers/run-cli.js';
import type { Job, Step } from './workflow-files.js';

const ownDir = join(projectRoot, '.github', 'workflows');
const FILES = readdirSync(ownDir)
  .filter((name) => name.endsWith('.yml'))
  .sort();
const text = (file: string) => readFileSync(join(ownDir, file), 'utf8');
const load = (file: string) =>
  parse(text(file)) as { permissions?: unknown; jobs: Record<string, Job & { name?: string }> };
const allSteps = FILES.flatMap((file) =>
  Object.entries(load(file).jobs).flatMap(([job, spec]) =>
    (spec.steps ?? []).map((step: Step) => ({ file, job, step })),
  ),
);

describe('the project workflows', () => {
  it('are ci.yml, release.yml and smoke.yml', () => {
    expect(FILES).toEqual(['ci.yml', 'release.yml', 'smoke.yml']);
  });

  it.each(
    FILES.flatMap((file) =>
      text(file)
        .split('\n')
        .map((line, i) => [file, i + 1, line] as const),
    ).filter(([, , line]) => /^\s*(?:-\s+)?uses:/.test(line)),
  )(
    '%s:%i pins a third-party action by full SHA with a version comment, or uses a local action',
    (_f, _l, line) => {
      const [, value, comment] = /uses:\s*(\S+)\s*(?:#\s*(.*))?$/.exec(line)!;
      if (value!.startsWith('./actions/')) return;
      expect(value).toMatch(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+@[0-9a-f]{40}$/);
      expect(comment).toMatch(/^v\d+\.\d+\.\d+/);
    },
  );

  it.each(FILES)('%s grants contents: read at the top and write only where a release is made', (file) => {
    const workflow = load(file);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const [id, job] of Object.entries(workflow.jobs)) {
      const writes = Object.entries((job.permissions ?? {}) as Record<string, string>).filter(
        ([, level]) => level === 'write',
      );
      expect([id, writes]).toEqual([
        id,
        file === 'release.yml' && id === 'publish' ? [['contents', 'write']] : [],
      ]);
    }
  });

  it('never interpolates an expression into a script, and never persists checkout credentials', () => {
    const scripts = allSteps.filter(({ step }) => typeof step.run === 'string');
    expect(scripts.length).toBeGreaterThan(5);
    for (const { step } of scripts) expect(step.run).not.toMatch(/\$\{\{/);
    const checkouts = allSteps.filter(({ step }) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.length).toBe(4);
    for (const { step } of checkouts) expect(step.with?.['persist-credentials']).toBe(false);
  });

  it('ci.yml runs the steps of .ci/run, and its check-dist step feeds the diff upload', () => {
    const ci = load('ci.yml').jobs.ci!;
    const runs = (ci.steps ?? []).map((step) => step.run ?? '').join('\n');
    const local = readFileSync(join(projectRoot, '.ci', 'run'), 'utf8');
    for (const command of [
      'npm ci',
      'typecheck',
      'npm run --silent lint',
      'npm run --silent build',
      'npm test',
    ]) {
      expect([command, local.includes(command)]).toEqual([command, true]);
      expect([command, runs.includes(command)]).toEqual([command, true]);
    }
    const upload = (ci.steps ?? []).find((step) => step.uses?.startsWith('actions/upload-artifact@'))!;
    expect((ci.steps ?? []).some((step) => step.id === 'check-dist')).toBe(true);
    expect(upload.if).toBe("failure() && steps.check-dist.outcome == 'failure'");
  });

  it('the required-check job names are ci and smoke', () => {
    expect(load('ci.yml').jobs.ci?.name).toBe('ci');
    expect(load('smoke.yml').jobs.smoke?.name).toBe('smoke');
  });
});

describe('the project workflows in the simulator', () => {
  const simulate = async (file: string, ...args: string[]) => {
    const run = await runCliAsync(['simulate', join(ownDir, file), ...args, '--json']);
    expect(run.stderr).toBe('');
    return JSON.parse(run.stdout) as { triggered: boolean; jobs: Record<string, { status: string }> };
  };
  const statuses = (report: { jobs: Record<string, { status: string }> }) =>
    Object.fromEntries(Object.entries(report.jobs).map(([id, job]) => [id, job.status]));

  it('ci and smoke run on pull requests and pushes to main', async () => {
    for (const file of ['ci.yml', 'smoke.yml']) {
      const pr = await simulate(file, '--event', 'pull_request');
      const push = await simulate(file, '--event', 'push', '--ref', 'refs/heads/main');
      expect(pr.triggered && push.triggered).toBe(true);
      expect(Object.values(statuses(pr))).toEqual(['run']);
    }
  });

  it('release runs on a vX.Y.Z tag only, and publishes only after verify succeeded', async () => {
    expect(statuses(await simulate('release.yml', '--event', 'push', '--ref', 'refs/tags/v1.2.3'))).toEqual({
      verify: 'run',
      publish: 'run',
    });
    expect((await simulate('release.yml', '--event', 'push', '--ref', 'refs/tags/v1')).triggered).toBe(false);
    expect((await simulate('release.yml', '--event', 'push', '--ref', 'refs/heads/main')).triggered).toBe(
      false,
    );
    expect(
      statuses(
        await simulate(
          'release.yml',
          '--event',
          'push',
          '--ref',
          'refs/tags/v1.2.3',
          '--job-result',
          'verify=failure',
        ),
      ),
    ).toMatchObject({ publish: 'skipped' });
  });
});
