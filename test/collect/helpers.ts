import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from '../helpers/paths.js';
import type { PowerFiles } from '../../shared/collect/power/ports.js';

export const collectFixtures = join(fixturesDir, 'collect');

export function fixtureJson<T = Record<string, unknown>>(...parts: string[]): T {
  return JSON.parse(readFileSync(join(collectFixtures, ...parts), 'utf8')) as T;
}

/** Object keys in document order, read from JSON text (JSON.parse would move integer-like keys first). */
export function topLevelKeys(text: string): string[] {
  return [...text.matchAll(/^ {2}"((?:[^"\\]|\\.)*)":/gm)].map((m) => JSON.parse(`"${m[1]}"`) as string);
}

/** A job directory with no telemetry at all (every path missing). */
export const noTelemetry: PowerFiles = {
  stat: () => ({ kind: 'missing', size: 0 }),
  isSymlink: () => false,
  readText: (path) => {
    throw new Error(`ENOENT: ${path}`);
  },
  readTextChunks: (path) => {
    throw new Error(`ENOENT: ${path}`);
  },
  list: () => [],
  resolvePath: (path) => `/job/${path}`,
};
