import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../helpers/paths.js';
import { runAction } from '../helpers/run-action.js';

// Each action is one CommonJS bundle (dist/bundle.js) started by a launcher per entry (dist/index.js
// for the main one) that sets V8 flags and runs the entry (scripts/build.mjs).
const actions = readdirSync(join(projectRoot, 'actions')).filter((name) =>
  existsSync(join(projectRoot, 'actions', name, 'action.yml')),
);
const dist = (name: string, file: string) => join(projectRoot, 'actions', name, 'dist', file);

describe('action launchers', () => {
  it.each(actions)('%s: dist/index.js runs the bundle, which reads the inputs and reports', async (name) => {
    // No inputs and an unset `repository`: every action rejects the step with its own annotation,
    // which only the bundle can write (a launcher that failed to load it would exit with a stack
    // trace on stderr and no workflow command).
    const run = await runAction(name, { inputs: {}, env: { INPUT_MODE: 'no-such-entry' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.annotations.map((a) => a.level)).toContain('error');
  });

  it.each(actions)(
    '%s: every launcher is CommonJS, sets the flags before loading the bundle and names a bundled entry',
    (name) => {
      expect(JSON.parse(readFileSync(dist(name, 'package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
      const launchers = readdirSync(join(projectRoot, 'actions', name, 'dist')).filter(
        (file) => file.endsWith('.js') && !file.startsWith('bundle.') && !/^\d+\./.test(file),
      );
      expect(launchers).toContain('index.js');
      const bundle = readFileSync(dist(name, 'bundle.js'), 'utf8');
      for (const file of launchers) {
        const text = readFileSync(dist(name, file), 'utf8');
        const flags = text.indexOf('setFlagsFromString(');
        const load = text.indexOf(`require('./bundle.js')`);
        expect([file, flags >= 0 && load > flags]).toEqual([file, true]);
        const entry = /\.run\("([^"]+)"\)/.exec(text)?.[1];
        if (file === 'index.js') expect(entry).toBeUndefined();
        // The bundle holds the entry table; a launcher from another build would name a missing entry.
        else
          expect([file, entry && bundle.includes(JSON.stringify(entry).slice(1, -1))]).toEqual([file, true]);
      }
    },
  );
});
