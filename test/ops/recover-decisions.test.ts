/** recover-ingest's pure decisions, table-driven: reconstruction rules, the audit, drift, Case A/B/stop, finish. */
import { describe, expect, it } from '@jest/globals';
import { Buffer } from 'node:buffer';
import { changelog, entry, HISTORY, LINK } from '../changelog/helpers.js';
import type { AppIngest } from '../../shared/ops/recover/app-runs.js';
import { decideCase, type AssessFacts } from '../../shared/ops/recover/assess.js';
import { auditChangelog } from '../../shared/ops/recover/audit.js';
import { finishRefusal, type FinishFacts } from '../../shared/ops/recover/finish.js';
import { reappend } from '../../shared/ops/recover/open-pr.js';
import { validateReconstruction } from '../../shared/ops/recover/reconstruct.js';
import { tagDrift } from '../../shared/ops/recover/source.js';

const REPO = 'example-org/bench';
const FILE = 'perf-changelog.yaml';
const mine = entry({ keys: ['config-b'], description: ['Mine'], link: LINK(42) });
const bytes = (text: string) => Buffer.from(text);

describe('reconstruction rules', () => {
  it.each([
    ['one appended entry', changelog(HISTORY, mine), 1],
    ['two appended entries', changelog(HISTORY, mine, mine.replace('Mine', 'Also mine')), 2],
  ])('%s', async (_name, repaired, count) => {
    const result = await validateReconstruction(bytes(HISTORY), bytes(repaired), 42, REPO, FILE);
    expect(result.appended).toHaveLength(count);
  });

  it('a base already ending in an empty line takes the entry right after it', async () => {
    const result = await validateReconstruction(
      bytes(`${HISTORY}\n`),
      bytes(`${HISTORY}\n${mine}`),
      42,
      REPO,
      FILE,
    );
    expect(result.appended).toHaveLength(1);
  });

  it.each([
    [
      'trailing spaces on a historical line',
      HISTORY.replace('First"', 'First"  ') + '\n' + mine,
      'repaired changelog does not preserve the recovery base byte-for-byte',
    ],
    [
      'no separator',
      HISTORY + mine,
      'repaired changelog does not append target entries after one empty line',
    ],
    [
      'two empty lines',
      `${HISTORY}\n\n${mine}`,
      'repaired changelog does not append target entries after one empty line',
    ],
    ['nothing appended', HISTORY, 'repaired changelog does not append target entries after one empty line'],
    [
      'an extra trailing empty line',
      `${changelog(HISTORY, mine)}\n`,
      'the final appended changelog entry must end with one newline',
    ],
    [
      'a link of another PR',
      changelog(HISTORY, mine.replace(LINK(42), LINK(41))),
      `reconstructed entries must all use ${LINK(42)}: ['${LINK(41)}']`,
    ],
    [
      'an XXX link',
      changelog(HISTORY, mine.replace(LINK(42), 'XXX')),
      `reconstructed entries must all use ${LINK(42)}: ['XXX']`,
    ],
    [
      'an entry without description',
      changelog(HISTORY, `- config-keys:\n    - config-b\n  pr-link: ${LINK(42)}\n`),
      /reconstructed target PR entries.*description/s,
    ],
    ['CRLF in the appended part', changelog(HISTORY, mine.replace(/\n/g, '\r\n')), /CR/],
  ] as [string, string, string | RegExp][])('%s', async (_name, repaired, message) => {
    await expect(validateReconstruction(bytes(HISTORY), bytes(repaired), 42, REPO, FILE)).rejects.toThrow(
      message,
    );
  });
});

describe('audit-changelog', () => {
  const canonical = entry({ keys: ['config-a'], description: ['A'], link: LINK(1) });
  const label = `${FILE} at main`;
  it.each([
    ['one canonical entry', canonical, { entries: 1, errors: [], warnings: [] }],
    [
      'no final newline',
      canonical.slice(0, -1),
      { entries: 1, errors: ['file does not end with a newline'], warnings: [] },
    ],
    [
      'XXX, a fork link, a duplicate and a whitespace line',
      changelog(
        canonical,
        entry({ keys: ['config-b'], description: ['B'], link: 'XXX' }),
        entry({ keys: ['config-b'], description: ['C'], link: 'https://github.com/Fork/InferenceX/pull/7' }),
        canonical,
      ) + '  \n',
      {
        entries: 4,
        errors: [],
        warnings: [
          'trailing whitespace on lines 24',
          'entry 2 has an XXX pr-link',
          'entry 3 has a noncanonical pr-link: https://github.com/Fork/InferenceX/pull/7',
          'entry 4 exactly duplicates entry 1',
        ],
      },
    ],
  ])('%s', async (_name, text, expected) => {
    expect(await auditChangelog(bytes(text), label, FILE, REPO)).toEqual(expected);
  });

  it.each([
    ['CRLF line endings', canonical.replace(/\n/g, '\r\n'), `${label} contains CR characters`],
    [
      'a duplicate key',
      canonical.replace('  description:', '  description:\n    - "x"\n  description:'),
      /duplicate/i,
    ],
  ])('hard failure: %s', async (_name, text, message) => {
    await expect(auditChangelog(bytes(text), label, FILE, REPO)).rejects.toThrow(message);
  });
});

describe('drift tagging', () => {
  it.each([
    ['M\tconfigs/x.yaml', 'execution'],
    ['A\tbenchmarks/single_node/run.sh', 'execution'],
    ['M\trunners/launch_h100.sh', 'execution'],
    ['M\t.github/workflows/benchmark-tmpl.yml', 'execution'],
    ['M\tutils/launch_node.py', 'execution'],
    ['M\t.github/workflows/run-sweep.yml', 'other'],
    ['M\tdocs/y.md', 'other'],
    ['D\tperf-changelog.yaml', 'other'],
  ])('%s → %s', (line, kind) => {
    expect(tagDrift([line])[0]!.kind).toBe(kind);
  });
});

describe('assess: rerun the app ingest, open a recovery PR, or stop', () => {
  const app = (over: Partial<AppIngest> = {}): AppIngest => ({
    id: 7001,
    html_url: null,
    status: 'completed',
    conclusion: 'failure',
    run_attempt: 1,
    source: 555,
    merge: 900,
    ...over,
  });
  const facts = (over: Partial<AssessFacts> = {}): AssessFacts => ({
    targetId: 900,
    targetUrl: 'https://github.com/o/r/actions/runs/900',
    sourceId: 555,
    candidates: [app()],
    metadataLive: true,
    sourceLive: true,
    executionDrift: [],
    ...over,
  });
  it.each([
    ['the right pair failed', {}, 'A', 0],
    ['the right pair was cancelled', { candidates: [app({ conclusion: 'cancelled' })] }, 'A', 0],
    [
      'a newer app run of another pair is ignored',
      { candidates: [app({ id: 7002, source: 1, merge: 2, conclusion: 'success' }), app()] },
      'A',
      0,
    ],
    ['no app run at all', { candidates: [] }, 'B', 0],
    ['only a bogus ingest (source = target)', { candidates: [app({ source: 900 })] }, 'B', 0],
    [
      'an app run without a preparation log line',
      { candidates: [app({ source: undefined, merge: undefined })] },
      'B',
      0,
    ],
    ['the right pair already succeeded', { candidates: [app({ conclusion: 'success' })] }, 'stop', 1],
    [
      'the right pair still running',
      { candidates: [app({ status: 'in_progress', conclusion: null })] },
      'stop',
      1,
    ],
    [
      'two runs of the pair with different outcomes',
      { candidates: [app(), app({ id: 7003, conclusion: 'success' })] },
      'stop',
      1,
    ],
    ['source artifacts expired', { sourceLive: false }, 'stop', 1],
    ['target changelog-metadata gone', { metadataLive: false }, 'stop', 1],
    ['execution drift', { executionDrift: ['configs/x.yaml'] }, 'stop', 1],
    [
      'logs unavailable',
      { candidates: [app({ source: undefined, merge: undefined, logUnavailable: 410 })] },
      'stop',
      3,
    ],
  ] as [string, Partial<AssessFacts>, string, number][])('%s → %s', (_name, over, kase, exitCode) => {
    const decision = decideCase(facts(over));
    expect(decision.case).toBe(kase);
    if (decision.case === 'stop') expect(decision.exitCode).toBe(exitCode);
  });
});

describe('finish refusals', () => {
  const ok: FinishFacts = {
    pr: 101,
    file: FILE,
    sourceSha: 'a'.repeat(40),
    prShas: ['b'.repeat(40), 'a'.repeat(40)],
    files: [FILE],
    checkRuns: [
      {
        name: 'check-changelog',
        status: 'completed',
        conclusion: 'success',
        started_at: '1',
        details_url: null,
      },
      {
        name: 'reuse-sweep-gate',
        status: 'completed',
        conclusion: 'success',
        started_at: '1',
        details_url: null,
      },
    ],
    jobs: [
      { id: 1, name: 'setup', conclusion: 'skipped' },
      { id: 2, name: 'sweep-multi-node / x', conclusion: 'skipped' },
      { id: 3, name: 'check-changelog', conclusion: 'success' },
    ],
    headParents: ['c'.repeat(40), 'a'.repeat(40)],
  };
  it('passes when every condition holds', () => expect(finishRefusal(ok)).toBeNull());
  it.each([
    ['source commit missing', { prShas: ['b'.repeat(40)] }, 'does not contain source commit aaaaaaaa'],
    [
      'an extra file',
      { files: [FILE, 'README.md'] },
      `must change only ${FILE}; it changes ${FILE}, README.md`,
    ],
    ['no files', { files: [] }, 'it changes nothing'],
    [
      'check-changelog pending',
      { checkRuns: [{ ...ok.checkRuns[0]!, status: 'in_progress', conclusion: null }, ok.checkRuns[1]!] },
      'check-changelog on recovery PR #101 is in_progress/none',
    ],
    [
      'reuse gate missing',
      { checkRuns: [ok.checkRuns[0]!] },
      'reuse-sweep-gate on recovery PR #101 is missing',
    ],
    [
      'the newest gate run failed',
      { checkRuns: [...ok.checkRuns, { ...ok.checkRuns[1]!, conclusion: 'failure', started_at: '2' }] },
      'reuse-sweep-gate on recovery PR #101 is completed/failure',
    ],
    ['no run yet', { jobs: null }, 'has no run-sweep.yml pull_request run'],
    [
      'setup ran',
      { jobs: [{ id: 1, name: 'setup', conclusion: 'success' }] },
      'expected skipped: the run did not reuse the source',
    ],
    [
      'a GPU job ran',
      { jobs: [ok.jobs![0]!, { id: 2, name: 'sweep-multi-node / x', conclusion: 'failure' }] },
      'GPU job "sweep-multi-node / x"',
    ],
    ['the head is not the carrier', { headParents: ['c'.repeat(40)] }, 'is no longer the carrier'],
  ] as [string, Partial<FinishFacts>, string][])('%s', (_name, over, message) => {
    expect(finishRefusal({ ...ok, ...over })).toContain(message);
  });
});

describe('re-appending the original entries', () => {
  it('copies each block byte for byte with the new link, after one empty line', () => {
    const odd = entry({
      keys: ['config-b'],
      description: ['Odd "quotes"'],
      link: LINK(42),
      extra: ['  evals-only: true', '  scenario-type: agentic-coding'],
    });
    const suffix = Buffer.from(`\n${changelog(mine, odd)}`);
    const main = Buffer.from(changelog(HISTORY, entry({ link: LINK(43) })));
    expect(reappend(main, suffix, 2, LINK(101), FILE).toString()).toBe(
      changelog(
        HISTORY,
        entry({ link: LINK(43) }),
        mine.replace(LINK(42), LINK(101)),
        odd.replace(LINK(42), LINK(101)),
      ),
    );
  });
});
