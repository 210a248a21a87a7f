/** matrix-generate/changelog: the run-sweep setup plan, metadata file and priority annotation. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { fixturesDir } from '../helpers/paths.js';
import { runAction } from '../helpers/run-action.js';
import { HISTORY, type TempRepo, changelog, entry, repoWith } from './helpers.js';

const repos: TempRepo[] = [];
afterAll(() => repos.forEach((r) => r.cleanup()));

describe('matrix-generate/changelog', () => {
  const r = repoWith(
    HISTORY,
    changelog(HISTORY, entry({ keys: ['config-a'], description: ['Now → faster'], link: 'XXX' })),
  );
  repos.push(r);
  const metadata = join(r.dir, 'out', 'changelog_metadata.json');
  const run = (inputs: Record<string, string> = {}) =>
    runAction('matrix-generate/changelog', {
      cwd: r.dir,
      inputs: {
        'base-ref': 'base',
        'head-ref': 'head',
        'changelog-metadata-path': metadata,
        ...inputs,
      },
    });

  it('outputs the plan and writes changelog_metadata.json as jq pretty-prints it', async () => {
    const result = await run({ 'trim-conc': 'true' });
    expect(result.code).toBe(0);
    const plan = JSON.parse(result.outputs['search-space-config']!);
    expect(plan.single_node['1k1k']).toHaveLength(1);
    expect(result.outputs['row-count']).toBe('1');
    expect(result.outputs['changelog-metadata-file']).toBe(metadata);
    const text = readFileSync(metadata, 'utf8');
    expect(text).toBe(`${JSON.stringify(plan.changelog_metadata, null, 2)}\n`);
    expect(text).toContain('"description": [\n        "Now → faster"\n      ]');
    expect(result.summary).toContain('| single_node.1k1k | 1 |');
  });

  it('annotates every row with priority and queue-token when a policy file is given', async () => {
    writeFileSync(
      join(r.dir, 'policy.yaml'),
      readFileSync(join(fixturesDir, 'priority', 'test-policy.yaml')),
    );
    const result = await run({
      'priority-policy': 'policy.yaml',
      'queue-namespace': '7:1',
      'event-name': 'pull_request',
    });
    expect(result.code).toBe(0);
    const plan = JSON.parse(result.outputs['search-space-config']!);
    const rows = plan.single_node['1k1k'];
    expect(rows.every((row: object) => 'priority' in row && 'queue-token' in row)).toBe(true);
    expect(plan.changelog_metadata.entries[0]).not.toHaveProperty('priority');
    // ci_priority's serialisation: non-ASCII escaped.
    expect(result.outputs['search-space-config']).toContain('Now \\u2192 faster');
  });

  it('a head-ref that git would read as an option fails naming it; nothing is written', async () => {
    const target = join(r.dir, 'injected');
    const result = await run({ 'head-ref': `--output=${target}` });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`'--output=${target}' is not a git revision: it starts with '-'`);
    expect(existsSync(`${target}:perf-changelog.yaml`) || existsSync(target)).toBe(false);
  });

  it('refuses a missing head-ref naming the input', async () => {
    const result = await runAction('matrix-generate/changelog', {
      cwd: r.dir,
      inputs: { 'base-ref': 'base' },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("input 'head-ref'");
  });
});
