/** Every merge-preparation rule on the pure functions (bytes in, bytes or a refusal out). */
import { describe, expect, it } from '@jest/globals';
import { Buffer } from 'node:buffer';
import { SweepkitError } from '../../shared/errors.js';
import { canonicalizeChangelog } from '../../shared/merge-prep/canonicalize.js';
import { resolveConflict } from '../../shared/merge-prep/resolve.js';
import {
  canonicalizeCases,
  correctionCases,
  history,
  refusedCases,
  resolvedCases,
  type ResolveCase,
} from './cases.js';
import { REPO } from './repo.js';

const options = { prNumber: 42, repo: REPO, file: 'perf-changelog.yaml' };
const bytes = (text: string) => Buffer.from(text, 'utf8');
const stages = (c: ResolveCase) => ({ mergeBase: bytes(c.base), pr: bytes(c.pr), main: bytes(c.main) });

async function refusal(promise: Promise<unknown>): Promise<SweepkitError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SweepkitError);
  return error as SweepkitError;
}

describe('resolveConflict', () => {
  const ok = [...resolvedCases, ...correctionCases].filter((c) => c.expected !== undefined);
  const refused = [...refusedCases, ...correctionCases].filter((c) => c.message !== undefined);

  it.each(ok)('$name', async (c) => {
    const resolution = await resolveConflict(stages(c), options);
    expect(resolution.bytes.toString('utf8')).toBe(c.expected);
  });

  it.each(refused)('refuses: $name', async (c) => {
    const error = await refusal(resolveConflict(stages(c), options));
    expect(error.message).toContain(c.message);
    expect(error.issues[0]!.file).toBe('perf-changelog.yaml');
  });

  it('reports what it carried over and what it dropped', async () => {
    const resolution = await resolveConflict(
      stages(resolvedCases.find((c) => c.name.includes('is dropped, the other kept'))!),
      options,
    );
    expect(resolution.kind).toBe('appended');
    expect(resolution.dropped).toEqual([3]);
    expect(resolution.entries).toEqual([4]);
  });
});

describe('canonicalizeChangelog', () => {
  it.each(canonicalizeCases.filter((c) => c.expected !== undefined))('$name', async (c) => {
    const prepared = await canonicalizeChangelog(bytes(history), bytes(c.head), options);
    expect(prepared.bytes.toString('utf8')).toBe(c.expected);
  });

  it.each(canonicalizeCases.filter((c) => c.message !== undefined))('refuses: $name', async (c) => {
    const error = await refusal(canonicalizeChangelog(bytes(history), bytes(c.head), options));
    expect(error.message).toContain(c.message);
  });

  it('a non-default repository works (the repo is a parameter everywhere)', async () => {
    const base = history.replaceAll('example-org/bench', 'someone/else');
    const head = `${base}\n- config-keys:\n    - x\n  description:\n    - "d"\n  pr-link: XXX\n`;
    const prepared = await canonicalizeChangelog(bytes(base), bytes(head), {
      ...options,
      repo: 'someone/else',
    });
    expect(prepared.bytes.toString('utf8')).toBe(
      head.replace('pr-link: XXX', 'pr-link: https://github.com/someone/else/pull/42'),
    );
    expect(prepared.rewritten).toEqual([3]);
  });
});
