/**
 * Real-merge layouts through the pure gate and the pure plan delta: every base entry intact
 * but placed, spaced or separated differently from a clean append. The gate refuses naming
 * what happened and the repair command; the plan plans exactly the added entries and warns.
 */
import { describe, expect, it } from '@jest/globals';
import { runGate } from '../../shared/changelog/gate.js';
import { SweepkitError } from '../../shared/errors.js';
import { changelogDelta } from '../../shared/plan/delta.js';
import { LINK, REPO, changelog, entry } from './helpers.js';

const A = entry({ keys: ['config-a'], description: ['First'], link: LINK(1) });
const B = entry({ keys: ['config-b'], description: ['Second'], link: LINK(2) });
const C = entry({ keys: ['config-a'], description: ['Main meanwhile'], link: LINK(3) });
const P = entry({ keys: ['config-b'], description: ['The PR'], link: 'XXX' });
const Q = entry({ keys: ['config-a'], description: ['The PR again'], link: 'XXX' });
const REPAIR = 'sweepkit changelog repair --base-ref origin/main --pr-number 42';

async function gateMessage(base: string, head: string): Promise<string> {
  try {
    await runGate({
      file: 'perf-changelog.yaml',
      baseRef: 'origin/main',
      headRef: 'HEAD',
      baseRaw: Buffer.from(base),
      headRaw: Buffer.from(head),
      repo: REPO,
      prNumber: 42,
      plan: async (entries) => ({ rows: entries.length }),
    });
  } catch (error) {
    if (error instanceof SweepkitError) return error.message;
    throw error;
  }
  return 'passed';
}

function delta(base: string, head: string) {
  return changelogDelta(Buffer.from(base), Buffer.from(head), {
    file: 'perf-changelog.yaml',
    baseRef: 'origin/main',
    headRef: 'HEAD',
  });
}

// A B | C on main; the PR's P: `head` is what a clean merge left.
const BASE = changelog(A, B, C);
const LINES = { p: 13, c: 19 };

describe('layouts that keep every base entry', () => {
  it.each([
    [
      'the PR block placed above main newer entry',
      changelog(A, B, P, C),
      [
        `perf-changelog.yaml:${LINES.p}: your entry at line ${LINES.p} sits above entries the base already has at lines ${LINES.c}-23: new entries go at the end; repair with: ${REPAIR}`,
      ],
    ],
    [
      'a separator holding two spaces',
      `${BASE}  \n${P}`,
      [
        `perf-changelog.yaml:18: line 18 holds 2 spaces; the separator is an empty line; new entries follow exactly one empty line; repair with: ${REPAIR}`,
      ],
    ],
    [
      'a trailing whitespace-only line of the base lost',
      `${BASE}\n${P}`,
      [
        `perf-changelog.yaml:18: a line holding 2 spaces of the history (base line 18) is missing before line 18; blank and whitespace-only lines of the history are kept as they are; repair with: ${REPAIR}`,
      ],
      `${BASE}  \n`,
    ],
    [
      'an empty history line added between base entries',
      changelog(A, `\n${B}`, C, P),
      [
        `perf-changelog.yaml:7: line 7 is empty, which the base does not have there; blank and whitespace-only lines of the history are kept as they are; repair with: ${REPAIR}`,
      ],
    ],
  ])('%s: the gate names it and the repair', async (_name, head, messages, base = BASE) => {
    expect((await gateMessage(base, head)).split('\n')).toEqual(messages);
  });

  it.each([
    ['placed above', BASE, changelog(A, B, P, C), ['The PR']],
    ['placed above, in either order', BASE, changelog(A, B, P, Q, C), ['The PR', 'The PR again']],
    ['spaces in the separator', BASE, `${BASE}  \n${P}`, ['The PR']],
    ['trailing whitespace line lost', `${BASE}  \n`, `${BASE}\n${P}`, ['The PR']],
  ])('%s: the plan plans exactly the added entries and warns', async (_name, base, head, planned) => {
    const result = await delta(base, head);
    expect(result.entries.map((e) => e.description[0])).toEqual(planned);
    expect(result.warnings.length).toBeGreaterThan(0);
    expect(result.warnings[0]!.fix).toBe('sweepkit changelog repair --base-ref origin/main');
  });

  it('an entry added twice is planned twice, in head order', async () => {
    const result = await delta(BASE, changelog(A, B, P, C, P));
    expect(result.entries.map((e) => e.description[0])).toEqual(['The PR', 'The PR']);
  });

  it('a clean append plans without warnings', async () => {
    const result = await delta(BASE, changelog(BASE, P));
    expect(result.warnings).toEqual([]);
  });
});

describe('a base entry really edited or deleted', () => {
  const edited = changelog(A, B.replace('Second', 'Second, edited'), C, P);
  it('the gate names the entry and its line and says to restore it', async () => {
    expect(await gateMessage(BASE, edited)).toBe(
      'perf-changelog.yaml:7: entry 2 at line 7 changed; existing entries are immutable except for pr-link-only corrections; restore the entry as it is on the base branch (see it with: git show origin/main:perf-changelog.yaml) and append a new entry instead',
    );
  });
  it('the plan still fails, naming the entry and its line', async () => {
    await expect(delta(BASE, edited)).rejects.toThrow('perf-changelog.yaml:7: entry 2 at line 7 changed');
  });
  it('a deleted entry fails both', async () => {
    const deleted = changelog(A, C, P);
    await expect(delta(BASE, deleted)).rejects.toThrow('entry 2 of the base (its line 7) was deleted');
    expect(await gateMessage(BASE, deleted)).toContain('entry 2 of the base (its line 7) was deleted');
  });
});
