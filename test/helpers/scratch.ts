/**
 * Files a test writes for the command under test (an --input plan, a GITHUB_OUTPUT file), each in
 * a fresh temporary directory that is removed when the test file ends, so a run of the suite
 * leaves nothing behind in the temporary directory.
 */
import { afterAll } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty directory named after `prefix`; its path. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** `name` holding `text` in a new directory named after `prefix`; its path. */
export function scratchFile(prefix: string, name: string, text: string): string {
  const file = join(scratchDir(prefix), name);
  writeFileSync(file, text);
  return file;
}
