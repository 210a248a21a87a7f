/**
 * merge-with-reuse after a clean `git merge origin/main` that left the changelog out of the byte
 * contract (the PR's entry above main's newer one): the merge commit carries the repaired file,
 * which the local gate then accepts; a real edit of history is refused before anything is pushed.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { entry } from '../changelog/helpers.js';
import { MergeRefusal } from '../../shared/ops/merge/refusal.js';
import { createWorld, git, LINK, PR, PR_ENTRY, type World } from './world.js';

jest.setTimeout(300_000);

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const A = entry({ keys: ['config-a'], description: ['First'], link: LINK(1) });
const B = entry({ keys: ['config-b'], description: ['Second'], link: LINK(2) });
const C = entry({ keys: ['config-a'], description: ['Main meanwhile'], link: LINK(50) });
const SPACES = '  \n';
// The history separates with a line of two spaces: the PR inserted its entry before that line,
// main appended after it, so git merges without a conflict and the PR's block lands above C.
const SCENARIO = {
  baseChangelog: `${A}\n${B}${SPACES}`,
  prChangelog: `${A}\n${B}\n${PR_ENTRY}${SPACES}`,
  mainChangelog: `${A}\n${B}${SPACES}${C}`,
};

describe('merge-with-reuse after a clean merge out of the changelog contract', () => {
  it('repairs the changelog in the merge commit, canonicalizes the link and passes the local gate', async () => {
    world = await createWorld(SCENARIO);
    const report = await world.run({ dryRun: true });
    expect(world.lines).toContain(
      "→ merge origin/main: merged cleanly; perf-changelog.yaml repaired (main's bytes, then the PR's entries appended)",
    );
    expect(world.lines).toContain('→ canonicalize: Prepared perf-changelog.yaml for PR #7 (entries 4)');
    expect(report.sync_commit).toBe('merge+canonicalize');
    const pushed = git(world.user, 'show', `${report.pushed_sha}:perf-changelog.yaml`);
    expect(`${pushed}\n`).toBe(`${A}\n${B}${SPACES}${C}\n${PR_ENTRY.replace('XXX', LINK(PR))}`);
    expect(git(world.user, 'rev-list', '--parents', '-n1', report.pushed_sha).split(' ')).toHaveLength(3);
  });

  it('refuses, pushing nothing, when the PR really edited an entry main has', async () => {
    world = await createWorld({
      ...SCENARIO,
      prChangelog: `${A}\n${B.replace('Second', 'Second, edited')}\n${PR_ENTRY}${SPACES}`,
    });
    const refusal = await world.run({ dryRun: true }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(MergeRefusal);
    expect((refusal as MergeRefusal).message).toContain(
      'Could not repair perf-changelog.yaml after merging origin/main: repair refused, perf-changelog.yaml is unchanged:',
    );
    expect((refusal as MergeRefusal).message).toContain('entry 2 at line 7 changed');
  });
});
