import { describe, expect, it } from '@jest/globals';
import {
  stageCallbackDelivery,
  validateStageCallback,
  type CallbackLinks,
} from '../../shared/stage/callback.js';

const APP = 'example-org/bench-app';
const links: CallbackLinks = {
  serverUrl: 'https://github.com',
  repository: 'example-org/bench',
  appRepository: APP,
  chartUrl: 'https://charts.example/inference',
};
const good = {
  'source-repository': APP,
  'run-id': '25763404168',
  'pr-number': '7',
  'app-run-id': '900',
  'comment-id': '42',
  'run-date': '2026-05-13',
  'requested-by': 'alice-b',
};

describe('callback validation', () => {
  it.each([
    [
      'a wrong source repository',
      'stage-results-started',
      { 'source-repository': 'evil/app' },
      'Unsupported staging callback source',
    ],
    [
      'a non-string source repository',
      'stage-results-started',
      { 'source-repository': [APP] },
      'Unsupported staging callback source',
    ],
    [
      'a non-numeric run id',
      'stage-results-started',
      { 'run-id': '12a' },
      'Callback run and PR identifiers must be numeric',
    ],
    [
      'a non-numeric PR number',
      'stage-results-started',
      { 'pr-number': '#7' },
      'Callback run and PR identifiers must be numeric',
    ],
    [
      'a missing app run id',
      'stage-results-started',
      { 'app-run-id': undefined },
      'Callback run and PR identifiers must be numeric',
    ],
    [
      'a non-numeric comment id',
      'stage-results-started',
      { 'comment-id': '4 2' },
      'Callback comment identifier must be numeric',
    ],
    [
      'date 2026-5-13',
      'stage-results-started',
      { 'run-date': '2026-5-13' },
      'Callback run date must use YYYY-MM-DD',
    ],
    [
      'date 2026-05-13T00',
      'stage-results-started',
      { 'run-date': '2026-05-13T00' },
      'Callback run date must use YYYY-MM-DD',
    ],
    [
      'a login with _',
      'stage-results-started',
      { 'requested-by': 'al_ice' },
      'Callback requester is not a valid GitHub login',
    ],
    [
      'a login with a space',
      'stage-results-started',
      { 'requested-by': 'al ice' },
      'Callback requester is not a valid GitHub login',
    ],
    [
      'a login with Markdown',
      'stage-results-started',
      { 'requested-by': '[x](http://e)' },
      'Callback requester is not a valid GitHub login',
    ],
    ['an unknown action', 'stage-results-finished', {}, 'Unsupported staging callback type'],
    [
      'completed without stage-succeeded',
      'stage-results-completed',
      {},
      'Callback stage-succeeded value must be true or false',
    ],
    [
      'completed with "yes"',
      'stage-results-completed',
      { 'stage-succeeded': 'yes' },
      'Callback stage-succeeded value must be true or false',
    ],
  ])('rejects %s', (_what, action, override, message) => {
    expect(() => validateStageCallback(action, { ...good, ...override }, APP)).toThrow(message);
  });

  it('checks the rules in order: a bad source wins over every later problem', () => {
    expect(() =>
      validateStageCallback(
        'nope',
        { ...good, 'source-repository': 'x/y', 'run-id': 'x', 'run-date': 'x' },
        APP,
      ),
    ).toThrow('Unsupported staging callback source');
  });

  it('does not echo the untrusted value in the error', () => {
    expect(() =>
      validateStageCallback('stage-results-started', { ...good, 'requested-by': '$(rm -rf /)' }, APP),
    ).toThrow(/^(?!.*rm -rf)/s);
  });
});

describe('callback comment', () => {
  it('started with a comment id replaces the ack comment', () => {
    const callback = validateStageCallback('stage-results-started', good, APP);
    expect(stageCallbackDelivery(callback, links)).toEqual({
      method: 'update',
      commentId: 42,
      body: '@alice-b staging [run 25763404168](https://github.com/example-org/bench/actions/runs/25763404168). [bench-app staging workflow](https://github.com/example-org/bench-app/actions/runs/900) is now running. Existing staged runs will be preserved; this comment will be updated when staging completes.',
    });
  });

  it('completed success without a comment id posts the three-line body with a literal ~r', () => {
    const callback = validateStageCallback(
      'stage-results-completed',
      { ...good, 'comment-id': '', 'stage-succeeded': 'true' },
      APP,
    );
    expect(stageCallbackDelivery(callback, links)).toEqual({
      method: 'create',
      issueNumber: 7,
      body: [
        '@alice-b staged run 25763404168: https://charts.example/inference?i_dates=2026-05-13~r25763404168',
        '',
        'This run remains available across future `/stage-results` requests. Staging the same run ID again updates its staged data. [Staging workflow](https://github.com/example-org/bench-app/actions/runs/900)',
      ].join('\n'),
    });
  });

  it.each([false, 'false'])('completed failure (%j) posts the failure body', (value) => {
    const callback = validateStageCallback(
      'stage-results-completed',
      { ...good, 'stage-succeeded': value },
      APP,
    );
    expect(stageCallbackDelivery(callback, links).body).toBe(
      '@alice-b staging run 25763404168 failed. [Inspect the staging workflow](https://github.com/example-org/bench-app/actions/runs/900).',
    );
  });

  it('accepts a JSON boolean true for stage-succeeded', () => {
    const callback = validateStageCallback(
      'stage-results-completed',
      { ...good, 'stage-succeeded': true },
      APP,
    );
    expect(callback.succeeded).toBe(true);
  });

  it('accepts numbers for ids (coerced with String)', () => {
    const callback = validateStageCallback(
      'stage-results-started',
      { ...good, 'run-id': 5, 'pr-number': 7 },
      APP,
    );
    expect([callback.runId, callback.prNumber]).toEqual(['5', '7']);
  });
});
