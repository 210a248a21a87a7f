import { describe, expect, it } from '@jest/globals';
import { APP_REPOSITORY, GITHUB_TOKEN, REPOSITORY, failure, printed, runIngest, withFake } from './world.js';

const payload = {
  'source-repository': APP_REPOSITORY,
  'run-id': '25763404168',
  'pr-number': '7',
  'app-run-id': '900',
  'comment-id': '',
  'run-date': '2026-05-13',
  'requested-by': 'alice',
};
const ACK =
  '@alice staging [run 25763404168](https://github.com/example-org/bench/actions/runs/25763404168). Existing staged runs will be preserved; a completion link will be posted here.';

function callback(action: string, change: Record<string, unknown> = {}) {
  return { action, client_payload: { ...payload, ...change } };
}

async function seedAck(gh: Parameters<Parameters<typeof withFake>[0]>[0]): Promise<number> {
  gh.state.repo(REPOSITORY).comments[7] = [{ id: 4100, body: ACK, user: { login: 'github-actions[bot]' } }];
  return 4100;
}

const run = (
  gh: Parameters<Parameters<typeof withFake>[0]>[0],
  event: unknown,
  inputs: Record<string, string> = {},
) =>
  runIngest(gh, {
    entry: 'stage-callback',
    inputs: { 'github-token': GITHUB_TOKEN, ...inputs },
    eventName: 'repository_dispatch',
    event,
  });

describe('trigger-ingest/stage-callback', () => {
  it.concurrent('started with a comment id replaces the acknowledgement comment (PATCH)', async () =>
    withFake(async (gh) => {
      const id = await seedAck(gh);
      const result = await run(gh, callback('stage-results-started', { 'comment-id': String(id) }));
      expect(result.code).toBe(0);
      expect(gh.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `PATCH /repos/${REPOSITORY}/issues/comments/${id}`,
      ]);
      expect(gh.state.repo(REPOSITORY).comments[7]!.map((c) => c.body)).toEqual([
        '@alice staging [run 25763404168](https://github.com/example-org/bench/actions/runs/25763404168). [bench-app staging workflow](https://github.com/example-org/bench-app/actions/runs/900) is now running. Existing staged runs will be preserved; this comment will be updated when staging completes.',
      ]);
      expect(result.outputs).toEqual({ 'comment-id': String(id), 'comment-action': 'update' });
      expect(printed(result)).not.toContain(GITHUB_TOKEN);
    }),
  );

  it.concurrent(
    'completed success without a comment id posts the three-line body with a literal ~r',
    async () =>
      withFake(async (gh) => {
        const result = await run(gh, callback('stage-results-completed', { 'stage-succeeded': 'true' }));
        expect(result.code).toBe(0);
        const posted = gh.calls('POST', `/repos/${REPOSITORY}/issues/7/comments`);
        expect(posted.map((r) => r.body)).toEqual([
          {
            body: [
              '@alice staged run 25763404168: https://inferencemax-app-git-staging-semianalysisai.vercel.app/inference?i_dates=2026-05-13~r25763404168',
              '',
              'This run remains available across future `/stage-results` requests. Staging the same run ID again updates its staged data. [Staging workflow](https://github.com/example-org/bench-app/actions/runs/900)',
            ].join('\n'),
          },
        ]);
        expect(result.outputs['comment-action']).toBe('create');
      }),
  );

  it.concurrent('completed failure replaces the ack with the failure body; JSON false works', async () =>
    withFake(async (gh) => {
      const id = await seedAck(gh);
      const result = await run(
        gh,
        callback('stage-results-completed', { 'comment-id': id, 'stage-succeeded': false }),
      );
      expect(result.code).toBe(0);
      expect(gh.state.repo(REPOSITORY).comments[7]![0]!.body).toBe(
        '@alice staging run 25763404168 failed. [Inspect the staging workflow](https://github.com/example-org/bench-app/actions/runs/900).',
      );
    }),
  );

  it.concurrent('a JSON boolean true for stage-succeeded is accepted; chart-url input is used', async () =>
    withFake(async (gh) => {
      const result = await run(gh, callback('stage-results-completed', { 'stage-succeeded': true }), {
        'chart-url': 'https://charts.example/inference',
      });
      expect(result.code).toBe(0);
      expect(String((gh.calls('POST')[0]!.body as { body: string }).body)).toContain(
        'https://charts.example/inference?i_dates=2026-05-13~r25763404168',
      );
    }),
  );

  it.concurrent.each([
    [
      'a wrong source-repository',
      callback('stage-results-started', { 'source-repository': 'evil/app' }),
      'Unsupported staging callback source',
    ],
    [
      'non-numeric run id',
      callback('stage-results-started', { 'run-id': '1e3' }),
      'Callback run and PR identifiers must be numeric',
    ],
    [
      'non-numeric PR number',
      callback('stage-results-started', { 'pr-number': '7 ' }),
      'Callback run and PR identifiers must be numeric',
    ],
    [
      'non-numeric app run id',
      callback('stage-results-started', { 'app-run-id': 'x' }),
      'Callback run and PR identifiers must be numeric',
    ],
    [
      'non-numeric comment id',
      callback('stage-results-started', { 'comment-id': '12; DROP' }),
      'Callback comment identifier must be numeric',
    ],
    [
      'run-date 2026-5-13',
      callback('stage-results-started', { 'run-date': '2026-5-13' }),
      'Callback run date must use YYYY-MM-DD',
    ],
    [
      'run-date 2026-05-13T00',
      callback('stage-results-started', { 'run-date': '2026-05-13T00' }),
      'Callback run date must use YYYY-MM-DD',
    ],
    [
      'a login with _',
      callback('stage-results-started', { 'requested-by': 'a_b' }),
      'Callback requester is not a valid GitHub login',
    ],
    [
      'a login with Markdown',
      callback('stage-results-started', { 'requested-by': '**x**' }),
      'Callback requester is not a valid GitHub login',
    ],
    ['an unknown action', callback('stage-results-cancelled'), 'Unsupported staging callback type'],
    [
      'completed without stage-succeeded',
      callback('stage-results-completed'),
      'Callback stage-succeeded value must be true or false',
    ],
    [
      'completed with "yes"',
      callback('stage-results-completed', { 'stage-succeeded': 'yes' }),
      'Callback stage-succeeded value must be true or false',
    ],
  ])('%s fails with no comment', async (_what, event, message) =>
    withFake(async (gh) => {
      const result = await run(gh, event);
      expect(result.code).toBe(1);
      expect(failure(result)).toContain(message);
      expect(gh.requests).toEqual([]);
    }),
  );

  it.concurrent('an app-repository input changes the only accepted sender', async () =>
    withFake(async (gh) => {
      const result = await run(gh, callback('stage-results-started'), {
        'app-repository': 'results-org/app',
      });
      expect(result.code).toBe(1);
      expect(failure(result)).toContain('Unsupported staging callback source');
    }),
  );

  it.concurrent('a failing PATCH fails the step with the endpoint and status', async () =>
    withFake(async (gh) => {
      const id = await seedAck(gh);
      gh.fault(`PATCH /repos/${REPOSITORY}/issues/comments/${id}`, { status: 404 });
      const result = await run(gh, callback('stage-results-started', { 'comment-id': String(id) }));
      expect(result.code).toBe(1);
      expect(failure(result)).toContain(`PATCH /repos/${REPOSITORY}/issues/comments/${id} failed: HTTP 404`);
    }),
  );
});
