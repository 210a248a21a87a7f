/**
 * The `mode` input, kept for one release: the main entry (dist/main/index.js) still runs the entry
 * it names, with a warning naming the sub-action to use instead. The selection is a pure table;
 * one spawned bundle per action with entries shows the runner contract end to end.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineEntries, entryPath, selectByMode } from '../../actions/_common/entries.js';
import { runAction } from '../helpers/run-action.js';

const noop = async () => {};
const DEF = defineEntries('reuse-gate', 'setup', { setup: noop, 'sync-gate': noop, stage: noop });
const SINGLE = defineEntries('canary-select', 'canary-select', { 'canary-select': noop });

describe('selecting an entry by the deprecated mode input', () => {
  it.each([
    [undefined, 'setup', undefined],
    ['', 'setup', undefined],
    [
      'stage',
      'stage',
      'use `uses: <owner>/sweepkit/actions/reuse-gate/stage@<ref>` (or ./actions/reuse-gate/stage)',
    ],
    ['sync-gate', 'sync-gate', 'actions/reuse-gate/sync-gate'],
    ['setup', 'setup', 'setup is what actions/reuse-gate runs; remove `mode: setup`'],
  ])('mode %p runs %s and warns %p', (mode, entry, warning) => {
    const selection = selectByMode(DEF, mode);
    expect(selection.entry).toBe(entry);
    if (warning === undefined) expect(selection.warning).toBeUndefined();
    else {
      expect(selection.warning).toContain('The `mode` input of reuse-gate is deprecated');
      expect(selection.warning).toContain('removed in the next release');
      expect(selection.warning).toContain(warning);
    }
  });

  it('refuses an unknown mode, naming every entry and where it lives now', () => {
    expect(() => selectByMode(DEF, 'stage-results')).toThrow(
      "input 'mode': expected one of: setup, sync-gate, stage (got 'stage-results')",
    );
    expect(() => selectByMode(DEF, 'x')).toThrow(
      'actions/reuse-gate (setup), actions/reuse-gate/sync-gate (sync-gate), actions/reuse-gate/stage (stage)',
    );
  });

  it('ignores mode in an action with one entry (it never had the input)', () => {
    expect(selectByMode(SINGLE, 'anything')).toEqual({ entry: 'canary-select' });
  });

  it.each([
    ['setup', 'actions/reuse-gate'],
    ['stage', 'actions/reuse-gate/stage'],
  ])('entry %s lives in %s', (entry, path) => {
    expect(entryPath(DEF, entry)).toBe(path);
  });
});

/** The warning annotation, the deprecated path's own output, and nothing else from the selection. */
function deprecationWarnings(run: Awaited<ReturnType<typeof runAction>>): string[] {
  return run.annotations
    .filter((a) => a.level === 'warning' && a.message.includes('is deprecated'))
    .map((a) => a.message);
}

describe('the bundles: mode still runs the entry, with a warning (one spawn per action)', () => {
  it('reuse-gate mode: stage runs the stage entry', async () => {
    const run = await runAction('reuse-gate', {
      inputs: { mode: 'stage', 'github-token': 't', 'dispatch-token': 'd' },
      eventName: 'push',
    });
    expect(run.code).toBe(1);
    expect(deprecationWarnings(run)).toEqual([
      expect.stringContaining('(or ./actions/reuse-gate/stage) without `mode` instead of `mode: stage`'),
    ]);
    expect(run.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
      'stage runs on issue_comment events, not push',
    ]);
  });

  it('trigger-ingest mode: recover runs the recover entry', async () => {
    const run = await runAction('trigger-ingest', {
      inputs: { mode: 'recover', 'dry-run': 'true', 'source-run-id': '11', 'merge-run-id': '22' },
      eventName: 'workflow_dispatch',
    });
    expect(run.code).toBe(0);
    expect(deprecationWarnings(run)).toEqual([expect.stringContaining('./actions/trigger-ingest/recover')]);
    expect(run.outputs['event-types']).toBe('ingest-agentic-results');
    expect(run.outputs.payloads).toContain('"11"');
  });

  it('matrix-generate mode: families runs the families entry', async () => {
    const run = await runAction('matrix-generate', { inputs: { mode: 'families' } });
    expect(run.code).toBe(1);
    expect(deprecationWarnings(run)).toEqual([expect.stringContaining('./actions/matrix-generate/families')]);
    expect(run.annotations.map((a) => a.message).join('\n')).toContain(
      'generate-cli-command is required unless both base-ref and head-ref are given (a trusted changelog dispatch)',
    );
  });

  it('collect-results mode: evals runs the evals entry', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'sweepkit-evals-'));
    try {
      const run = await runAction('collect-results', {
        inputs: { mode: 'evals', download: 'false', upload: 'false', 'results-dir': cwd },
        cwd,
      });
      expect(run.code).toBe(0);
      expect(deprecationWarnings(run)).toEqual([expect.stringContaining('./actions/collect-results/evals')]);
      expect(run.outputs).toMatchObject({ file: 'agg_eval_all.json', rows: '0', artifact: '' });
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
