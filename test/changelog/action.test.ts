/** The changelog-gate action bundle, run as the runner runs it, in real temporary repositories. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { runAction } from '../helpers/run-action.js';
import { HISTORY, LINK, REPO, type TempRepo, changelog, entry, repoWith } from './helpers.js';

const repos: TempRepo[] = [];
afterAll(() => repos.forEach((r) => r.cleanup()));
function repo(base: string, head: string): TempRepo {
  const r = repoWith(base, head);
  repos.push(r);
  return r;
}
const NEW = (link = 'XXX') => entry({ keys: ['config-a'], description: ['Third'], link });
const gate = (dir: string, inputs: Record<string, string> = {}) =>
  runAction('changelog-gate', {
    cwd: dir,
    inputs: { 'base-ref': 'base', 'head-ref': 'head', 'pr-number': '42', repository: REPO, ...inputs },
  });

describe('changelog-gate action', () => {
  const ok = repo(HISTORY, changelog(HISTORY, NEW()));

  it('passes a clean append: outputs, summary, no annotation', async () => {
    const r = await gate(ok.dir, { 'pr-labels': '["full-sweep-enabled"]', 'head-commit-message': 'feat: x' });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({
      'skip-pr-sweep': 'false',
      'has-additions': 'true',
      additions: '1',
      corrections: '0',
      'row-count': '2',
      'all-evals': 'false',
      'evals-only': 'false',
    });
    expect(r.summary).toContain('## Changelog gate: passed');
    expect(r.summary).toContain('| 1 | config-a | XXX |');
    expect(r.annotations).toEqual([]);
  });

  it('reports [skip-sweep] from the head commit message (case-sensitive literal)', async () => {
    expect(
      (await gate(ok.dir, { 'head-commit-message': 'fix: link\n\nbody [skip-sweep]' })).outputs[
        'skip-pr-sweep'
      ],
    ).toBe('true');
    expect((await gate(ok.dir, { 'head-commit-message': '[SKIP-SWEEP]' })).outputs['skip-pr-sweep']).toBe(
      'false',
    );
  });

  it("rejects two primary sweep labels with the reference's message", async () => {
    const r = await gate(ok.dir, { 'pr-labels': '["sweep-enabled","full-sweep-fail-fast","all-evals"]' });
    expect(r.code).toBe(1);
    // runAction annotates the issue, then setFailed repeats it: both carry the reference's text.
    expect(new Set(r.annotations.map((a) => a.message))).toEqual(
      new Set(['PR has multiple conflicting sweep labels. Pick exactly one.']),
    );
  });

  it('fails with an annotation on the changelog line and a job summary', async () => {
    const bad = repo(HISTORY, `${HISTORY}${NEW()}`);
    const r = await gate(bad.dir);
    expect(r.code).toBe(1);
    expect(r.annotations[0]!.properties).toContain('file=perf-changelog.yaml');
    expect(r.annotations[0]!.properties).toContain('line=12');
    expect(r.annotations[0]!.message).toContain(
      'the entry at line 12 needs one empty line before it; new entries follow exactly one empty line; repair with: sweepkit changelog repair --base-ref base --pr-number 42',
    );
    expect(r.summary).toContain('## Changelog gate: failed');
    expect(r.summary).toContain('needs one empty line before it');
    expect(r.summary).toContain('`sweepkit changelog repair`');
  });

  it('validates with the label modifiers (append-only + evals-only label is refused)', async () => {
    const ao = repo(
      HISTORY,
      changelog(HISTORY, entry({ keys: ['config-a'], link: LINK(42), extra: ['  append-only: true'] })),
    );
    const r = await gate(ao.dir, { 'pr-labels': '["sweep-enabled","evals-only"]' });
    expect(r.code).toBe(1);
    expect(r.outputs['evals-only']).toBe('true');
    expect(r.annotations[0]!.message).toContain(
      'append-only sweeps cannot use all-evals or evals-only modifiers',
    );
  });

  it('pure pr-link corrections pass with has-additions=false', async () => {
    const fix = repo(HISTORY.replace(LINK(2), 'XXX'), HISTORY);
    const r = await gate(fix.dir);
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({
      'has-additions': 'false',
      additions: '0',
      corrections: '1',
      'row-count': '0',
    });
  });

  it('refuses bad inputs naming the input', async () => {
    const r = await gate(ok.dir, { 'pr-labels': 'not json' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("input 'pr-labels'");
  });

  it('a base-ref that git would read as an option fails naming it; nothing is written', async () => {
    const target = join(ok.dir, 'injected');
    const r = await gate(ok.dir, { 'base-ref': `--output=${target}` });
    expect(r.code).toBe(1);
    expect(r.annotations.map((a) => a.message).join('\n')).toContain(
      `'--output=${target}' is not a git revision: it starts with '-'`,
    );
    expect(existsSync(`${target}:perf-changelog.yaml`) || existsSync(target)).toBe(false);
  });
});
