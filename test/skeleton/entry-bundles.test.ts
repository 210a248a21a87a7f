import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../helpers/paths.js';
import { runAction } from '../helpers/run-action.js';

// Each entry of an action is bundled on its own (scripts/build.mjs): src/run/<entry>.ts becomes
// dist/<entry>/index.js, which the entry's action.yml runs (src/run/main.ts: the action itself).
const actions = readdirSync(join(projectRoot, 'actions')).filter((name) =>
  existsSync(join(projectRoot, 'actions', name, 'action.yml')),
);

/** Every action.yml of `name` (main, then its sub-actions) with the entry it should run. */
function actionFiles(name: string): { file: string; entry: string; main: string }[] {
  const dir = join(projectRoot, 'actions', name);
  const subs = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'action.yml')))
    .map((d) => ({
      file: join(dir, d.name, 'action.yml'),
      entry: d.name,
      main: `../dist/${d.name}/index.js`,
    }));
  return [{ file: join(dir, 'action.yml'), entry: 'main', main: 'dist/main/index.js' }, ...subs];
}

describe('action entries', () => {
  it.each(actions)('%s: the main entry reads the inputs and reports', async (name) => {
    // No inputs and an unknown deprecated `mode`: every action rejects the step with its own annotation.
    const run = await runAction(name, { inputs: {}, env: { INPUT_MODE: 'no-such-entry' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.annotations.map((a) => a.level)).toContain('error');
  });

  it.each(actions)(
    '%s: every action.yml runs the bundle of its own entry, and every entry has one',
    (name) => {
      const dir = join(projectRoot, 'actions', name);
      const files = actionFiles(name);
      for (const { file, entry, main } of files) {
        const runs = (parse(readFileSync(file, 'utf8')) as { runs: { main: string } }).runs;
        expect([file, runs.main]).toEqual([file, main]);
        expect([entry, existsSync(join(dir, 'src', 'run', `${entry}.ts`))]).toEqual([entry, true]);
        expect([file, existsSync(join(file, '..', runs.main))]).toEqual([file, true]);
      }
      const sources = readdirSync(join(dir, 'src', 'run')).map((file) => file.replace(/\.ts$/, ''));
      expect(sources.sort()).toEqual(files.map((f) => f.entry).sort());
    },
  );
});
