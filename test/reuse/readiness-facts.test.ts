/** What readiness reads from GitHub when a shell gives no flags: changed files and the gate's check run (pure). */
import { describe, expect, it } from '@jest/globals';
import type { CheckRun, PullFile } from '../../shared/github/schemas.js';
import { PULL_FILES_LISTED, changesChangelog } from '../../shared/readiness/changed.js';
import { GATE_CHECK_NAMES, gateFromCheckRuns, localGateCommand } from '../../shared/readiness/gate-check.js';

const CHANGELOG = 'perf-changelog.yaml';
const file = (filename: string, change: Partial<PullFile> = {}): PullFile => ({
  filename,
  status: 'modified',
  ...change,
});

describe('changesChangelog', () => {
  const others = Array.from({ length: PULL_FILES_LISTED }, (_, i) => file(`src/f${i}.py`));
  it.each<[string, PullFile[], number | null, string, boolean]>([
    ['no changelog among the files', [file('README.md')], 1, CHANGELOG, false],
    ['changelog modified', [file('README.md'), file(CHANGELOG)], 2, CHANGELOG, true],
    ['changelog removed', [file(CHANGELOG, { status: 'removed' })], 1, CHANGELOG, true],
    [
      'changelog renamed away',
      [file('old.yaml', { status: 'renamed', previous_filename: CHANGELOG })],
      1,
      CHANGELOG,
      true,
    ],
    [
      'a file renamed to the changelog',
      [file(CHANGELOG, { previous_filename: 'x.yaml' })],
      1,
      CHANGELOG,
      true,
    ],
    ['a file of the same name elsewhere', [file(`configs/${CHANGELOG}`)], 1, CHANGELOG, false],
    ['the flag written ./perf-changelog.yaml', [file(CHANGELOG)], 1, `./${CHANGELOG}`, true],
    ['a nested changelog path', [file('ci/log.yaml')], 1, 'ci//log.yaml', true],
    ['no files at all', [], 0, CHANGELOG, false],
    ['changed_files unknown, list complete', [file('a.py')], null, CHANGELOG, false],
    ['listed fewer than changed_files (cut off): fail closed', [file('a.py')], 5, CHANGELOG, true],
    ['GitHub cap reached (3000 listed): fail closed', others, null, CHANGELOG, true],
  ])('%s', (_name, files, changedFiles, changelog, changed) => {
    expect(changesChangelog(files, changedFiles, changelog)).toBe(changed);
  });
});

const ACTIONS = { slug: 'github-actions' };
const check = (change: Partial<CheckRun> = {}): CheckRun => ({
  name: 'Validate perf-changelog',
  status: 'completed',
  conclusion: 'success',
  started_at: '2026-05-13T10:00:00Z',
  details_url: 'https://github.com/o/r/actions/runs/1/job/2',
  app: ACTIONS,
  ...change,
});
const target = {
  prNumber: 7,
  headSha: 'a2a2a2a2a2a2',
  baseRef: 'main',
  changelogFile: CHANGELOG,
  labels: [] as string[],
};
const COMMAND = 'sweepkit changelog validate --base-ref origin/main --head-ref a2a2a2a2a2a2 --pr-number 7';

describe('gateFromCheckRuns', () => {
  it.each<[string, CheckRun[], { result: string } | RegExp]>([
    ['the display name passed', [check()], { result: 'success' }],
    ['the job id passed', [check({ name: 'check-changelog' })], { result: 'success' }],
    ['failed', [check({ conclusion: 'failure' })], { result: 'failure' }],
    [
      'a rerun supersedes the failed run',
      [check({ conclusion: 'failure' }), check({ started_at: '2026-05-13T11:00:00Z' })],
      { result: 'success' },
    ],
    [
      'a newer failure supersedes a pass',
      [check(), check({ conclusion: 'failure', started_at: '2026-05-13T11:00:00Z' })],
      { result: 'failure' },
    ],
    ['no check run', [], /^no 'Validate perf-changelog' or 'check-changelog' check run on head a2a2a2a2$/],
    ['another check only', [check({ name: 'lint' })], /^no 'Validate perf-changelog'/],
    ['the same name from another app', [check({ app: { slug: 'some-bot' } })], /^no 'Validate/],
    ['no app named', [check({ app: null })], /^no 'Validate/],
    [
      'still running',
      [check({ status: 'in_progress', conclusion: null })],
      /has not finished \(in_progress\)/,
    ],
    ['skipped (a fork PR)', [check({ conclusion: 'skipped' })], /concluded skipped$/],
    ['cancelled', [check({ conclusion: 'cancelled' })], /concluded cancelled$/],
    ['completed without a conclusion', [check({ conclusion: null })], /concluded without a conclusion$/],
  ])('%s', (_name, runs, expected) => {
    const finding = gateFromCheckRuns(runs, GATE_CHECK_NAMES, target);
    if (expected instanceof RegExp) {
      expect(finding).toEqual({ unchecked: { why: expect.stringMatching(expected), command: COMMAND } });
    } else {
      expect(finding).toEqual({ ...expected, source: expect.stringContaining("check run '") });
    }
  });

  it('names the check run and where to read it when it decided', () => {
    expect(gateFromCheckRuns([check({ conclusion: 'failure' })], GATE_CHECK_NAMES, target)).toEqual({
      result: 'failure',
      source: "check run 'Validate perf-changelog' on a2a2a2a2 (https://github.com/o/r/actions/runs/1/job/2)",
    });
  });
});

describe('localGateCommand', () => {
  it('carries a non-default changelog and the labels that change the plan', () => {
    expect(
      localGateCommand({ ...target, changelogFile: 'log.yaml', labels: ['evals-only', 'sweep-enabled'] }),
    ).toBe(`${COMMAND} --changelog-file log.yaml --evals-only`);
  });
});
