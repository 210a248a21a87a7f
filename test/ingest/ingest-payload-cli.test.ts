import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeGitHubEnv } from '../fake-github/index.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { loadIngestCases } from './fixture.js';
import { APP_REPOSITORY, REPOSITORY, withFake } from './world.js';

const cases = loadIngestCases();
// The action tests run every case; the CLI runs the four worked payloads (same decision code).
const CLI_CASES = cases.filter((c) => c.name.startsWith('payload '));
/** Recovery of source run 555 after merge run 124. */
const RECOVER_555 = ['ingest', 'payload', '--recover', '--source-run-id', '555', '--merge-run-id', '124'];

describe('sweepkit ingest payload (dry-run by default)', () => {
  it('covers the four worked payloads with a run', () => expect(CLI_CASES).toHaveLength(4));

  it.concurrent.each(CLI_CASES)('$name', async (c) => {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-ingest-'));
    try {
      const needs = join(dir, 'needs.json');
      writeFileSync(needs, JSON.stringify(c.needs));
      const result = await runCliAsync(
        [
          'ingest',
          'payload',
          '--needs',
          needs,
          '--run-id',
          c.runId,
          '--event-name',
          c.eventName,
          '--ref',
          c.ref,
          '--repo',
          REPOSITORY,
        ],
        { env: { GITHUB_API_URL: 'http://127.0.0.1:9' } },
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        repository: APP_REPOSITORY,
        sent: false,
        dispatches: c.dispatches,
        reasons: expect.any(Array),
      });
      // Nothing was dispatched, so no reason may say it was ("would send" / "would not send").
      expect(JSON.parse(result.stdout).reasons.join('\n')).not.toMatch(/: (not )?sent, /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.concurrent('reads --needs from stdin and keeps one event with --event', async () => {
    const mixed = cases.find((c) =>
      c.name.startsWith('mixed, single-node agentic success and multi-node skipped'),
    )!;
    const result = await runCliAsync(
      ['ingest', 'payload', '--needs', '-', '--run-id', '123', '--event', 'ingest-agentic-results'],
      { input: JSON.stringify(mixed.needs) },
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).dispatches).toEqual(mixed.dispatches);
  });

  it.concurrent('--recover prints the recovery payload', async () => {
    const result = await runCliAsync(RECOVER_555);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).dispatches).toEqual([
      {
        event_type: 'ingest-agentic-results',
        client_payload: { 'source-run-id': '555', 'merge-run-id': '124', 'database-target': 'production' },
      },
    ]);
  });

  it.concurrent('--send dispatches to the fake app repository with GITHUB_TOKEN', async () =>
    withFake(async (gh) => {
      const result = await runCliAsync([...RECOVER_555, '--send', '--repo', REPOSITORY], {
        env: fakeGitHubEnv(gh, 'ghp_sendToken123'),
      });
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).sent).toBe(true);
      expect(gh.state.repo(APP_REPOSITORY).dispatches).toEqual([
        {
          event_type: 'ingest-agentic-results',
          client_payload: { 'source-run-id': '555', 'merge-run-id': '124', 'database-target': 'production' },
          token: 'ghp_sendToken123',
        },
      ]);
      expect(result.stdout + result.stderr).not.toContain('ghp_sendToken123');
    }),
  );

  it.concurrent.each([
    [
      ['ingest', 'payload', '--recover', '--source-run-id', "5'5", '--merge-run-id', '124'],
      1,
      "input 'source-run-id' must be a run id",
    ],
    [
      ['ingest', 'payload', '--recover', '--source-run-id', '555'],
      2,
      '--recover needs --source-run-id and --merge-run-id',
    ],
    [['ingest', 'payload', '--run-id', '1'], 2, '--needs and --run-id are required'],
    [['ingest', 'payload', '--needs', '-', '--run-id', '1', '--event', 'x'], 2, '--event must be auto'],
    [
      ['ingest', 'payload', '--needs', '/nonexistent/needs.json', '--run-id', '1'],
      1,
      '/nonexistent/needs.json: the needs file (--needs) does not exist',
    ],
    [
      [
        'ingest',
        'payload',
        '--recover',
        '--source-run-id',
        '1',
        '--merge-run-id',
        '2',
        '--send',
        '--dry-run',
      ],
      2,
      'not both',
    ],
  ])('%j exits %d: %s', async (args, code, message) => {
    // Only a row that reads stdin (--needs -) needs a process of its own; the others run in process.
    const stdin = args.includes('-') ? { input: '{}' } : {};
    const result = await runCliAsync(args, { env: { GITHUB_REPOSITORY: '' }, ...stdin });
    expect(result.code).toBe(code);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
  });
});
