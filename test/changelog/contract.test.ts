/**
 * The gate's byte contract, driven through the pure composition (shared/changelog/gate.ts):
 * entry comparison, raw change, the reference's observed outcomes, and pure pr-link corrections.
 * The plan step is a recorder here; the plan itself is tested in plan.test.ts.
 */
import { describe, expect, it } from '@jest/globals';
import type { ChangelogEntry } from '../../shared/changelog/entry.js';
import { runGate } from '../../shared/changelog/gate.js';
import { SweepkitError } from '../../shared/errors.js';
import { HISTORY, LINK, REPO, changelog, entry } from './helpers.js';

const NEW = (link = 'XXX') => entry({ keys: ['config-a'], description: ['Third'], link });

async function gate(base: string, head: string, prNumber: number | null = 42) {
  const planned: ChangelogEntry[][] = [];
  const verdict = await runGate({
    file: 'perf-changelog.yaml',
    baseRef: 'base',
    headRef: 'head',
    baseRaw: Buffer.from(base),
    headRaw: Buffer.from(head),
    repo: REPO,
    prNumber: prNumber ?? undefined,
    plan: async (entries) => {
      planned.push(entries);
      return { rows: entries.length };
    },
  });
  return { verdict, planned };
}

async function rejection(base: string, head: string, prNumber: number | null = 42): Promise<SweepkitError> {
  try {
    await gate(base, head, prNumber);
  } catch (error) {
    if (error instanceof SweepkitError) return error;
    throw error;
  }
  throw new Error('expected the gate to reject');
}

describe('appends and pr-link rules for new entries', () => {
  it.each([
    ['XXX', 'XXX'],
    ['"XXX" quoted', '"XXX"'],
    ['.../pull/XXX', LINK('XXX')],
    ['own number .../pull/42', LINK(42)],
  ])('PR 42 accepts a new entry linked %s', async (_name, link) => {
    const { verdict, planned } = await gate(HISTORY, changelog(HISTORY, NEW(link)));
    expect(verdict.additions).toHaveLength(1);
    expect(planned[0]![0]!.description).toEqual(['Third']);
    expect(verdict.summary).toBe(
      'Validated perf-changelog.yaml: 1 appended entry, byte contract satisfied and matrix generated (1 row)',
    );
  });

  it.each([
    [
      'another PR',
      LINK(41),
      `new PR entry must use '${LINK(42)}' or an XXX placeholder; found '${LINK(41)}'`,
    ],
    ['trailing slash', `${LINK(42)}/`, 'new PR entry must use'],
    ['/changes suffix', `${LINK(42)}/changes`, 'new PR entry must use'],
    ['http', LINK(42).replace('https', 'http'), 'new PR entry must use'],
    ['another owner', 'https://github.com/other/bench/pull/42', 'new PR entry must use'],
  ])('PR 42 rejects %s', async (_name, link, message) => {
    const error = await rejection(HISTORY, changelog(HISTORY, NEW(link)));
    expect(error.issues[0]!.message).toContain(`entry 3: ${message}`);
    expect(error.issues[0]!.line).toBe(17);
  });

  it.each([
    ['XXX', 'XXX'],
    ['/changes', `${LINK(7)}/changes`],
    ['http', LINK(7).replace('https', 'http')],
  ])('main context (no PR number) rejects %s', async (_name, link) => {
    const error = await rejection(HISTORY, changelog(HISTORY, NEW(link)), null);
    expect(error.issues[0]!.message).toContain(`new main-branch entry has invalid pr-link: '${link}'`);
  });

  it('main context accepts any canonical number; the repository is a parameter', async () => {
    await expect(gate(HISTORY, changelog(HISTORY, NEW(LINK(9999))), null)).resolves.toBeTruthy();
    const foreign = changelog(HISTORY, NEW('https://github.com/SemiAnalysisAI/InferenceX/pull/5'));
    expect((await rejection(HISTORY, foreign, null)).issues[0]!.message).toContain('invalid pr-link');
  });

  it('base ending in an empty line takes the entry directly', async () => {
    const { verdict } = await gate(`${HISTORY}\n`, `${HISTORY}\n${NEW()}`);
    expect(verdict.additions).toHaveLength(1);
  });

  it('two and three appended entries, one empty line each', async () => {
    const { verdict } = await gate(HISTORY, changelog(HISTORY, NEW(), NEW(), NEW()));
    expect(verdict.additions).toHaveLength(3);
  });

  it('kept from the reference: a whitespace-only line at the very end and a comment before a separator pass', async () => {
    await expect(gate(HISTORY, `${changelog(HISTORY, NEW())}  \n`)).resolves.toBeTruthy();
    await expect(gate(HISTORY, changelog(HISTORY, `${NEW()}# x\n`, NEW()))).resolves.toBeTruthy();
  });

  it.each([
    ['no separator', HISTORY, `${HISTORY}${NEW()}`, 'the entry at line 12 needs one empty line before it'],
    ['two empty lines', HISTORY, `${HISTORY}\n\n${NEW()}`, 'line 13 is empty'],
    [
      'whitespace-only separator',
      HISTORY,
      `${HISTORY}  \n${NEW()}`,
      'line 12 holds 2 spaces; the separator is an empty line',
    ],
    ['comment before the new entry', HISTORY, `${HISTORY}\n# note\n${NEW()}`, "line 13 holds '# note'"],
    [
      'appended entries without separator',
      HISTORY,
      `${HISTORY}\n${NEW()}${NEW()}`,
      'the entry at line 18 needs one empty line before it',
    ],
    [
      'appended entries with two empty lines',
      HISTORY,
      `${HISTORY}\n${NEW()}\n\n${NEW()}`,
      'line 19 is empty',
    ],
    [
      'appended entries with a whitespace-only separator',
      HISTORY,
      `${HISTORY}\n${NEW()}  \n${NEW()}`,
      'line 18 holds 2 spaces; the separator is an empty line',
    ],
    ['extra final newline', HISTORY, `${HISTORY}\n${NEW()}\n`, 'line 18 after the last entry is blank'],
    [
      'historical edit plus append',
      HISTORY,
      changelog(HISTORY.replace('"First"', "'First'"), NEW()),
      `line 4 holds '    - 'First'' where the base has '    - "First"' (base line 4)`,
    ],
  ])('rejects %s', async (_name, base, head, message) => {
    expect((await rejection(base, head)).issues[0]!.message).toContain(message);
  });
});

describe('history is immutable except pr-link corrections', () => {
  const XXX_HISTORY = HISTORY.replace(LINK(2), 'XXX');

  it('a canonical pr-link correction passes with nothing to sweep', async () => {
    const { verdict, planned } = await gate(XXX_HISTORY, HISTORY, null);
    expect(verdict).toMatchObject({ additions: [], corrections: 1, rows: 0 });
    expect(verdict.summary).toBe('Validated perf-changelog.yaml: 1 pr-link correction, nothing to sweep');
    expect(planned).toEqual([]);
  });

  it('any canonical number is accepted as a correction, even in PR context', async () => {
    await expect(gate(XXX_HISTORY, HISTORY.replace(LINK(2), LINK(77)), 42)).resolves.toBeTruthy();
  });

  it.each([
    [
      'to a placeholder',
      HISTORY,
      HISTORY.replace(LINK(2), 'XXX'),
      "entry 2 pr-link correction is not canonical: 'XXX'",
    ],
    [
      'mixed with an addition',
      XXX_HISTORY,
      changelog(HISTORY, NEW()),
      'do not mix historical pr-link corrections with new changelog entries',
    ],
    [
      'with a whitespace change elsewhere',
      XXX_HISTORY,
      HISTORY.replace('  description:', '  description:  '),
      "line 3 holds '  description:  ' where the base has '  description:' (base line 3)",
    ],
    [
      'adding a line',
      XXX_HISTORY,
      HISTORY.replace(`  pr-link: ${LINK(2)}`, `  pr-link:\n    ${LINK(2)}`),
      'pr-link corrections may not add or delete lines',
    ],
    [
      'description edited',
      HISTORY,
      HISTORY.replace('First', 'Changed'),
      'entry 1 at line 1 changed; existing entries are immutable except for pr-link-only corrections',
    ],
    [
      'entry removed',
      HISTORY,
      entry({ keys: ['config-a'], description: ['First'], link: LINK(1) }),
      'entry 2 of the base (its line 7) was deleted; existing entries are immutable',
    ],
    [
      're-quoted history',
      HISTORY,
      HISTORY.replace('"First"', "'First'"),
      `line 4 holds '    - 'First'' where the base has '    - "First"' (base line 4)`,
    ],
    [
      'keys reordered',
      HISTORY,
      HISTORY.replace(
        `  description:\n    - "First"\n  pr-link: ${LINK(1)}`,
        `  pr-link: ${LINK(1)}\n  description:\n    - "First"`,
      ),
      `line 3 holds '  pr-link: https://github.com/example-or...', which the base does not have there`,
    ],
    [
      'spaces added to a blank line',
      HISTORY,
      HISTORY.replace('\n\n', '\n  \n'),
      'line 6 holds 2 spaces where the base has an empty line (base line 6)',
    ],
    [
      'trailing spaces',
      HISTORY,
      HISTORY.replace('"First"', '"First"  '),
      `line 4 holds '    - "First"  ' where the base has '    - "First"' (base line 4)`,
    ],
  ])('rejects a change %s', async (_name, base, head, message) => {
    const { issues } = await rejection(base, head);
    expect(issues[0]!.message).toContain(message);
    // Repair restores history, so it is offered only when no entry's value changed.
    expect(issues[0]!.hint?.includes('sweepkit changelog repair')).toBe(
      !/changed|deleted|canonical|mix/.test(message),
    );
  });

  it('no additions and no corrections fails "nothing appended"', async () => {
    const error = await rejection(HISTORY, HISTORY);
    expect(error.issues[0]!.message).toContain('nothing appended');
    expect(error.issues[0]!.hint).toBe(
      'append an entry describing the performance-relevant change and commit it',
    );
  });

  it('a stale branch (base gained entries) is a deletion; after merging the base it passes', async () => {
    const main = changelog(
      HISTORY,
      entry({ keys: ['config-b'], description: ['Main'], link: LINK(50) }),
      entry({ keys: ['config-b'], description: ['Main 2'], link: LINK(51) }),
    );
    const stale = changelog(HISTORY, NEW());
    expect((await rejection(main, stale)).issues[0]!.message).toContain(
      'entry 3 of the base (its line 13) was deleted',
    );
    await expect(gate(main, changelog(main, NEW()))).resolves.toBeTruthy();
  });

  it('plan failures become gate failures naming the appended entry and its line', async () => {
    const error = (await runGate({
      file: 'perf-changelog.yaml',
      baseRef: 'b',
      headRef: 'h',
      baseRaw: Buffer.from(HISTORY),
      headRaw: Buffer.from(changelog(HISTORY, NEW())),
      repo: REPO,
      prNumber: 42,
      plan: async () => {
        throw new SweepkitError({ message: "Config key 'nope' not found in master configs." });
      },
    }).catch((e: SweepkitError) => e)) as SweepkitError;
    expect(error.issues[0]!.message).toBe(
      "the appended entry 3 does not produce a valid sweep plan: Config key 'nope' not found in master configs.",
    );
    expect(error.issues[0]!.line).toBe(13);
  });
});
