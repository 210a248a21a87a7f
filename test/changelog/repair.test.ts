/** repairChangelog in process: the rewrite, its refusals, and that a second run changes nothing. */
import { describe, expect, it } from '@jest/globals';
import { repairChangelog } from '../../shared/changelog/repair.js';
import { LINK, REPO, changelog, entry } from './helpers.js';

const A = entry({ keys: ['config-a'], description: ['First'], link: LINK(1) });
const B = entry({ keys: ['config-b'], description: ['Second'], link: LINK(2) });
const C = entry({ keys: ['config-a'], description: ['Main meanwhile'], link: LINK(3) });
const P = entry({ keys: ['config-b'], description: ['The PR'], link: 'XXX' });
const BASE = changelog(A, B, C);

function repair(base: string, head: string, prNumber?: number) {
  return repairChangelog({
    baseRaw: Buffer.from(base),
    headRaw: Buffer.from(head),
    file: 'perf-changelog.yaml',
    baseRef: 'origin/main',
    repo: REPO,
    prNumber,
  });
}

describe('changelog repair', () => {
  it.each([
    ['placed above main entry', BASE, changelog(A, B, P, C), changelog(BASE, P)],
    ['separator holding spaces', BASE, `${BASE}  \n${P}`, changelog(BASE, P)],
    ['trailing whitespace line lost', `${BASE}  \n`, `${BASE}\n${P}`, `${BASE}  \n\n${P}`],
    [
      'blank line added to history, entry added twice',
      BASE,
      changelog(A, `\n${B}`, C, P, P),
      changelog(BASE, P, P),
    ],
    ['history blank lines only', BASE, changelog(A, `\n${B}`, C), BASE],
  ])(
    '%s: base bytes plus the new entries, appended; a second run changes nothing',
    async (_name, base, head, want) => {
      const first = await repair(base, head);
      expect(first.bytes.toString()).toBe(want);
      expect(first.changed).toBe(true);
      expect(first.fixed.length).toBeGreaterThan(0);
      const second = await repair(base, first.bytes.toString());
      expect(second).toMatchObject({ changed: false, fixed: [] });
    },
  );

  it('sets placeholder links with --pr-number, and keeps links that are already right', async () => {
    const result = await repair(BASE, changelog(A, B, P, C), 42);
    expect(result.bytes.toString()).toBe(changelog(BASE, P.replace('XXX', LINK(42))));
    expect(result.relinked).toBe(1);
  });

  it('leaves a file within the contract alone (a whitespace-only line at the very end is tolerated)', async () => {
    const head = `${changelog(BASE, P)}  \n`;
    expect(await repair(BASE, head)).toMatchObject({ changed: false, appended: 1 });
  });

  it('keeps a pr-link correction', async () => {
    const base = changelog(A, B.replace(LINK(2), 'XXX'), C);
    const result = await repair(base, `${BASE}\n`);
    expect(result.bytes.toString()).toBe(BASE);
    expect(result.corrected).toBe(1);
  });

  it.each([
    ['deleted', changelog(A, C, P), 'entry 2 of the base (its line 7) was deleted'],
    ['edited', changelog(A, B.replace('Second', 'Other'), C, P), 'entry 2 at line 7 changed'],
  ])('refuses an entry of the base %s, naming it', async (_name, head, message) => {
    await expect(repair(BASE, head)).rejects.toThrow(message);
  });
});
