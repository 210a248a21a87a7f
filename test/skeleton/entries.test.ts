/**
 * One action.yml per entry: every entry of src/entries.ts other than the main one has its own
 * sub-action directory, runs its own bundle, lists exactly the inputs the entry reads, and
 * has its own docs page. The inputs are found by running each entry in-process with readInputs
 * replaced by a recorder that throws after recording the schema's keys: every entry reads its
 * inputs through readInputs, before any I/O.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { NoOperationTraceWriter } from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/index';
import type { ActionEntries } from '../../actions/_common/entries.js';
import { projectRoot } from '../helpers/paths.js';

interface ActionFile {
  inputs?: Record<string, { deprecationMessage?: string }>;
  outputs?: Record<string, unknown>;
  runs: { using: string; main: string };
}

class InputsRecorded extends Error {}
let recorded: string[][] = [];
jest.unstable_mockModule('../../actions/_common/inputs.js', () => ({
  readInputs: (schema: { _zod: { def: { shape: Record<string, unknown> } } }) => {
    recorded.push(Object.keys(schema._zod.def.shape));
    throw new InputsRecorded();
  },
}));

const actionsDir = join(projectRoot, 'actions');
const ACTIONS = readdirSync(actionsDir)
  .filter((name) => existsSync(join(actionsDir, name, 'action.yml')))
  .sort();
const readAction = (path: string) =>
  parse(readFileSync(join(actionsDir, path, 'action.yml'), 'utf8')) as ActionFile;
/** Actions whose entries were selected by a `mode` input before each had its own action.yml. */
const FORMER_MODE_ACTIONS = ['collect-results', 'matrix-generate', 'reuse-gate', 'trigger-ingest'];
const hadModes = (action: string) => FORMER_MODE_ACTIONS.includes(action);
const subActionDirs = (action: string) =>
  readdirSync(join(actionsDir, action))
    .filter((entry) => existsSync(join(actionsDir, action, entry, 'action.yml')))
    .sort();

const defs = new Map<string, ActionEntries>();
/** action → entry → the input names its entry read. */
const reads = new Map<string, Map<string, string[]>>();
const savedEnv = { ...process.env };

beforeAll(async () => {
  process.env.GITHUB_REPOSITORY = 'example-org/bench';
  delete process.env.GITHUB_EVENT_PATH;
  for (const action of ACTIONS) {
    const { ENTRIES } = (await import(join(actionsDir, action, 'src', 'entries.ts'))) as {
      ENTRIES: ActionEntries;
    };
    defs.set(action, ENTRIES);
    const byEntry = new Map<string, string[]>();
    for (const [entry, run] of Object.entries(ENTRIES.entries)) {
      // The runner context the entries check before their inputs: the event they run on.
      process.env.GITHUB_EVENT_NAME = entry === 'validate-comment' ? 'issue_comment' : 'push';
      recorded = [];
      const exitCode = process.exitCode;
      let thrown: unknown;
      try {
        await run();
      } catch (error) {
        thrown = error;
      }
      // Entries that keep their own catch (runAction) report the recorder's throw as a failure.
      process.exitCode = exitCode;
      if (thrown !== undefined && !(thrown instanceof InputsRecorded)) throw thrown;
      byEntry.set(entry, recorded.flat());
      expect({ action, entry, schemasRead: recorded.length }).toEqual({ action, entry, schemasRead: 1 });
    }
    reads.set(action, byEntry);
  }
}, 120_000);

afterAll(() => {
  process.env = savedEnv;
});

describe('one action.yml per entry', () => {
  it.each(ACTIONS)('%s: a sub-action directory for every entry but the main one, and no other', (action) => {
    const def = defs.get(action)!;
    expect(def.action).toBe(action);
    expect(Object.keys(def.entries)).toContain(def.main);
    expect(subActionDirs(action)).toEqual(
      Object.keys(def.entries)
        .filter((entry) => entry !== def.main)
        .sort(),
    );
  });

  it.each(ACTIONS)('%s: runs.main is the bundle of each entry (main: dist/main/index.js)', (action) => {
    expect(readAction(action).runs).toEqual({ using: 'node24', main: 'dist/main/index.js' });
    for (const entry of subActionDirs(action))
      expect(readAction(`${action}/${entry}`).runs).toEqual({
        using: 'node24',
        main: `../dist/${entry}/index.js`,
      });
  });

  it.each(ACTIONS.flatMap((action) => [action, ...subActionDirs(action).map((e) => `${action}/${e}`)]))(
    'actions/%s/action.yml is a valid action manifest for the runner (@actions/workflow-parser)',
    (path) => {
      const content = readFileSync(join(actionsDir, path, 'action.yml'), 'utf8');
      const result = parseAction({ name: `${path}/action.yml`, content }, new NoOperationTraceWriter());
      expect(result.context.errors.getErrors().map((error) => error.message)).toEqual([]);
    },
  );

  it.each(ACTIONS)('%s: each sub-action lists exactly the inputs its entry reads', (action) => {
    const def = defs.get(action)!;
    for (const entry of subActionDirs(action)) {
      const declared = Object.keys(readAction(`${action}/${entry}`).inputs ?? {}).sort();
      expect({ entry, inputs: declared }).toEqual({
        entry,
        inputs: [...reads.get(action)!.get(entry)!].sort(),
      });
      expect(entry).not.toBe(def.main);
    }
  });

  it.each(ACTIONS)(
    '%s: the main action.yml lists its entry’s inputs, plus, deprecated, `mode` and the inputs only other entries read',
    (action) => {
      const def = defs.get(action)!;
      const inputs = readAction(action).inputs ?? {};
      const current = Object.keys(inputs).filter((name) => !inputs[name]!.deprecationMessage);
      const deprecated = Object.keys(inputs).filter((name) => inputs[name]!.deprecationMessage);
      const mainReads = reads.get(action)!.get(def.main)!;
      expect(current.sort()).toEqual([...mainReads].sort());
      const others = subActionDirs(action).flatMap((entry) => reads.get(action)!.get(entry)!);
      const onlyOthers = [...new Set(others)].filter((name) => !mainReads.includes(name));
      // Only an action whose entries were once `mode` values keeps `mode` for a release; a
      // sub-action added since (canary-select/fan-out) never had a mode to migrate from.
      expect(deprecated.sort()).toEqual((hadModes(action) ? ['mode', ...onlyOthers] : []).sort());
    },
  );

  it.each(ACTIONS)(
    '%s: the main action.yml keeps every sub-action output (for the deprecated mode)',
    (action) => {
      if (!hadModes(action)) return;
      const outputs = Object.keys(readAction(action).outputs ?? {});
      for (const entry of subActionDirs(action))
        for (const output of Object.keys(readAction(`${action}/${entry}`).outputs ?? {}))
          expect({ entry, output, kept: outputs.includes(output) }).toEqual({ entry, output, kept: true });
    },
  );
});

describe('the docs generator', () => {
  let out = '';
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'sweepkit-docs-'));
    const result = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'gen-docs.mjs'), '--out', out], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it.each(ACTIONS)(
    '%s: one page per entry, each listing only its own inputs, linked from the index',
    (action) => {
      const index = readFileSync(join(out, 'README.md'), 'utf8');
      for (const path of [action, ...subActionDirs(action).map((entry) => `${action}/${entry}`)]) {
        const page = `${path.replace('/', '-')}.md`;
        expect(index).toContain(`[${path}](${page})`);
        const text = readFileSync(join(out, page), 'utf8');
        const rows = [...text.matchAll(/^\| `([a-z0-9-]+)` \| (?:yes|no) \|/gm)].map((match) => match[1]!);
        expect(rows.sort()).toEqual(Object.keys(readAction(path).inputs ?? {}).sort());
        expect(text).toContain(`- uses: ./actions/${path} `);
      }
    },
  );

  it.each(ACTIONS)('%s: the main page links each sub-action page', (action) => {
    const text = readFileSync(join(out, `${action}.md`), 'utf8');
    for (const entry of subActionDirs(action)) expect(text).toContain(`(${action}-${entry}.md)`);
  });
});
