/** `sweepkit reuse find` and `reuse check-comment` through bin/sweepkit.js against the fake server. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { cliEnv, comment, pr7, run, runReuseCli, withFake } from './scenario.js';
import { parseOutputFile } from '../helpers/run-action.js';
import { scratchFile } from '../helpers/scratch.js';

const FIND = [
  'reuse',
  'find',
  '--repo',
  'o/r',
  '--commit-sha',
  'm1',
  '--event-name',
  'push',
  '--ref',
  'refs/heads/main',
];

function outputFile(): string {
  return scratchFile('reuse-cli-', 'output', 'earlier=line\n');
}

describe('sweepkit reuse find', () => {
  it.concurrent('worked example 1: eight outputs appended in order, JSON with indent 2 on stdout', () =>
    withFake(async (gh) => {
      pr7(gh);
      const file = outputFile();
      const result = await runReuseCli([...FIND, '--github-output', file], cliEnv(gh));
      expect(result.code).toBe(0);
      const expected = [
        'reuse-enabled=true',
        'skip-pr-sweep=false',
        'reuse-source-run-id=555',
        'reuse-source-run-attempt=2',
        'reuse-source-run-url=https://github.com/o/r/actions/runs/555',
        'reuse-source-pr-number=7',
        'reuse-source-head-sha=a1',
        'reuse-reason=PR #7 approved reusable full sweep from latest run on a1',
      ];
      // Appended after what was there, each value in the multi-line-safe form.
      const written = readFileSync(file, 'utf8');
      expect(written.startsWith('earlier=line\n')).toBe(true);
      expect(written).not.toContain('\nreuse-enabled=');
      expect(Object.entries(parseOutputFile(written))).toEqual([
        ['earlier', 'line'],
        ...expected.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      ]);
      expect(result.stdout).toBe(
        `${JSON.stringify(Object.fromEntries(expected.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)])), null, 2)}\n`,
      );
      expect(result.stderr).toBe('');
    }),
  );

  it.concurrent('GITHUB_OUTPUT is the default output file; disabled fields are empty strings', () =>
    withFake(async (gh) => {
      pr7(gh, { comments: [] });
      const file = outputFile();
      const result = await runReuseCli(FIND, cliEnv(gh, { GITHUB_OUTPUT: file }));
      expect(result.code).toBe(0);
      const { earlier, ...written } = parseOutputFile(readFileSync(file, 'utf8'));
      expect(earlier).toBe('line');
      expect(written).toEqual({
        'reuse-enabled': 'false',
        'skip-pr-sweep': 'false',
        'reuse-source-run-id': '',
        'reuse-source-run-attempt': '',
        'reuse-source-run-url': '',
        'reuse-source-pr-number': '7',
        'reuse-source-head-sha': '',
        'reuse-reason': 'PR #7 has no /reuse-sweep-run authorization',
      });
    }),
  );

  it.concurrent('a refusal exits 1 with the message on stderr, nothing on stdout, no output lines', () =>
    withFake(async (gh) => {
      pr7(gh, {
        comments: [comment('OWNER', '/reuse-sweep-run 555')],
        runs: [run(555, { status: 'in_progress' })],
      });
      const file = outputFile();
      const result = await runReuseCli([...FIND, '--github-output', file], cliEnv(gh));
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: 'ERROR: Reusable source run 555 is not completed.\n',
      });
      expect(readFileSync(file, 'utf8')).toBe('earlier=line\n');
    }),
  );

  it.concurrent('PR synchronize with --event-action and --pr-number: skip-pr-sweep=true', () =>
    withFake(async (gh) => {
      pr7(gh);
      const args = ['reuse', 'find', '--repo', 'o/r', '--commit-sha', 'a2', '--event-name', 'pull_request'];
      const result = await runReuseCli(
        [...args, '--ref', 'refs/pull/7/merge', '--event-action', 'synchronize', '--pr-number', '7'],
        cliEnv(gh),
      );
      expect(JSON.parse(result.stdout)).toMatchObject({ 'skip-pr-sweep': 'true', 'reuse-enabled': 'false' });
    }),
  );

  it.concurrent('20. synchronize without --pr-number exits 1', () =>
    withFake(async (gh) => {
      const args = ['reuse', 'find', '--repo', 'o/r', '--commit-sha', 'a2', '--event-name', 'pull_request'];
      const result = await runReuseCli(
        [...args, '--ref', 'refs/pull/7/merge', '--event-action', 'synchronize'],
        cliEnv(gh),
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toBe('ERROR: --pr-number is required for pull_request synchronize\n');
    }),
  );

  it.concurrent('custom command, associations and incompatible labels', () =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('CONTRIBUTOR', '/reuse 555')], labels: ['evals-only'], runs: [run(555)] });
      const result = await runReuseCli(
        [
          ...FIND,
          '--pinned-run-command',
          '/reuse',
          '--allowed-author-associations',
          ' CONTRIBUTOR, ,',
          '--reuse-incompatible-label',
          'x',
        ],
        cliEnv(gh),
      );
      expect(JSON.parse(result.stdout)['reuse-reason']).toBe(
        'PR #7 approved reusable full sweep from pinned run 555',
      );
    }),
  );

  it.concurrent.each([
    [['reuse', 'find', '--repo', 'o/r'], /--commit-sha is required/],
    [[...FIND, '--pr-number', 'seven'], /--pr-number must be a whole number/],
    [[...FIND, '--bogus'], /Unknown option '--bogus'/],
  ])('usage errors exit 2: %j', (args, message) =>
    withFake(async (gh) => {
      const result = await runReuseCli(args, cliEnv(gh));
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stdout).toBe('');
    }),
  );

  it.concurrent('no token: exit 1 naming both variables', () =>
    withFake(async (gh) => {
      const result = await runReuseCli(FIND, { GITHUB_API_URL: gh.url });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('GH_TOKEN or GITHUB_TOKEN is required');
    }),
  );

  it.concurrent('an API error names the endpoint and status and never prints the token', () =>
    withFake(async (gh) => {
      pr7(gh);
      gh.fault('GET /repos/o/r/pulls/7', {
        status: 403,
        body: { message: 'Resource not accessible by integration' },
      });
      const result = await runReuseCli(FIND, cliEnv(gh));
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'ERROR: could not verify reuse for commit m1: GitHub API GET /repos/o/r/pulls/7 failed: HTTP 403: Resource not accessible by integration; nothing was decided on partial data; rerun once GitHub answers this call\n',
      );
      expect(gh.requests[0]!.headers.authorization).toBe('token ghp_cli_token');
    }),
  );
});

describe('sweepkit reuse check-comment', () => {
  it.concurrent('judges a comment by id, read-only', () =>
    withFake(async (gh) => {
      pr7(gh, { comments: [comment('OWNER', '/reuse-sweep-run 555')] });
      const id = gh.state.repo('o/r').comments[7]![0]!.id;
      const result = await runReuseCli(
        ['reuse', 'check-comment', '--repo', 'o/r', '--pr-number', '7', '--comment-id', String(id)],
        cliEnv(gh),
      );
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        verdict: 'accepted',
        reason: 'PR #7 approved reusable full sweep from pinned run 555',
        runId: '555',
        sourceRun: { id: 555, attempt: 2, url: 'https://github.com/o/r/actions/runs/555', headSha: 'a1' },
      });
      expect(gh.requests.every((r) => r.method === 'GET')).toBe(true);
    }),
  );

  it.concurrent.each([
    ['/reuse-sweep-run', 'NONE', 'rejected', 'author_association NONE is not allowed to authorize reuse'],
    ['/reuse-sweep-run 999', 'MEMBER', 'rejected', 'Reusable source run 999 was not found'],
    ['please /reuse-sweep-run', 'OWNER', 'no-command', 'The comment has no /reuse-sweep-run command line.'],
  ])('judges --body %j by %s: %s', (body, association, verdict, reason) =>
    withFake(async (gh) => {
      pr7(gh);
      const result = await runReuseCli(
        [
          'reuse',
          'check-comment',
          '--repo',
          'o/r',
          '--pr-number',
          '7',
          '--body',
          body,
          '--author-association',
          association,
        ],
        cliEnv(gh),
      );
      expect(result.code).toBe(0);
      const json = JSON.parse(result.stdout) as { verdict: string; reason: string };
      expect(json.verdict).toBe(verdict);
      expect(json.reason).toContain(reason);
    }),
  );

  it.concurrent('an unknown comment id exits 1 with a hint', () =>
    withFake(async (gh) => {
      pr7(gh);
      const result = await runReuseCli(
        ['reuse', 'check-comment', '--repo', 'o/r', '--pr-number', '7', '--comment-id', '31337'],
        cliEnv(gh),
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('comment 31337 is not an issue comment of PR #7');
    }),
  );

  it.concurrent('needs exactly one comment source', () =>
    withFake(async (gh) => {
      const result = await runReuseCli(
        ['reuse', 'check-comment', '--repo', 'o/r', '--pr-number', '7'],
        cliEnv(gh),
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('give exactly one of --comment-id, --body, --body-file');
    }),
  );
});
