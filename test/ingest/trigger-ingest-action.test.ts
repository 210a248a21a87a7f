import { describe, expect, it } from '@jest/globals';
import { readDispatchDecision } from '../../shared/ops/inspect/markers.js';
import { loadIngestCases } from './fixture.js';
import {
  APP_REPOSITORY,
  DISPATCH_TOKEN,
  REPOSITORY,
  dispatchesTo,
  failure,
  printed,
  runIngest,
  withFake,
} from './world.js';

const cases = loadIngestCases();

describe('trigger-ingest (ingest): worked payloads', () => {
  it.concurrent.each(cases)('$name', async (c) =>
    withFake(async (gh) => {
      const result = await runIngest(gh, {
        inputs: { needs: JSON.stringify(c.needs), 'dispatch-token': DISPATCH_TOKEN },
        eventName: c.eventName,
        ref: c.ref,
        runId: c.runId,
      });
      expect(result.code).toBe(0);
      expect(dispatchesTo(gh)).toEqual(c.dispatches.map((d) => ({ ...d, token: DISPATCH_TOKEN })));
      expect(result.outputs.dispatched).toBe(String(c.dispatches.length > 0));
      expect(result.outputs['event-types']).toBe(c.dispatches.map((d) => d.event_type).join(','));
      expect(JSON.parse(result.outputs.payloads!)).toEqual(c.dispatches);
      expect(result.outputs.reason).not.toBe('');
      // Before the dispatches, only the preflight's reads of the source run's artifacts (the
      // list, then the newest result artifacts); nothing at all when nothing is dispatched.
      const source = c.dispatches[0]?.client_payload['source-run-id'];
      const posts = gh.requests.findIndex((r) => r.method === 'POST');
      expect(
        gh.requests.slice(posts === -1 ? gh.requests.length : posts).map((r) => `${r.method} ${r.path}`),
      ).toEqual(c.dispatches.map(() => `POST /repos/${APP_REPOSITORY}/dispatches`));
      for (const read of gh.requests.slice(0, posts === -1 ? gh.requests.length : posts)) {
        expect(read.method).toBe('GET');
        expect(read.path).toMatch(
          new RegExp(
            `^/repos/${REPOSITORY}/actions/(runs/${source}/artifacts|artifacts/${source}\\d\\d/zip)$|/_fake/artifact-zips/${source}\\d\\d$`,
          ),
        );
      }
      expect(printed(result)).not.toContain(DISPATCH_TOKEN);
      expect(result.stdout).toContain(`::add-mask::${DISPATCH_TOKEN}`);
      // The decision line verify-publication reads back from the trigger job's log (the last one).
      const last = c.dispatches.at(-1);
      expect(readDispatchDecision(result.stdout)).toEqual(
        last && {
          eventType: last.event_type,
          sourceRunId: Number(last.client_payload['source-run-id']),
          mergeRunId: Number(last.client_payload['merge-run-id']),
          databaseTarget: (last.client_payload as Record<string, string | undefined>)['database-target'],
        },
      );
    }),
  );

  it.concurrent('event: ingest-results keeps only the fixed-sequence trigger job’s dispatch', async () =>
    withFake(async (gh) => {
      const mixed = cases.find((c) =>
        c.name.startsWith('mixed, single-node agentic success and multi-node skipped'),
      )!;
      const result = await runIngest(gh, {
        inputs: {
          needs: JSON.stringify(mixed.needs),
          'dispatch-token': DISPATCH_TOKEN,
          event: 'ingest-results',
        },
      });
      expect(result.code).toBe(0);
      expect(dispatchesTo(gh)).toEqual([]);
      expect(result.outputs.reason).toBe('ingest-results: not sent, the search space has agentic entries');
    }),
  );

  it.concurrent('dry-run prints the payloads and sends nothing, without a token', async () =>
    withFake(async (gh) => {
      const reused = cases.find((c) => c.name.startsWith('payload 3'))!;
      const result = await runIngest(gh, {
        inputs: { needs: JSON.stringify(reused.needs), 'dry-run': 'true' },
        loadable: false,
      });
      expect(result.code).toBe(0);
      expect(gh.requests).toEqual([]);
      expect(result.outputs.dispatched).toBe('false');
      expect(JSON.parse(result.outputs.payloads!)).toEqual(reused.dispatches);
      expect(result.summary).toContain('Would dispatch ingest-agentic-results');
    }),
  );

  it.concurrent('app-repository and database-target inputs are honoured', async () =>
    withFake(async (gh) => {
      const agentic = cases.find((c) => c.name.startsWith('payload 4'))!;
      const result = await runIngest(gh, {
        inputs: {
          needs: JSON.stringify(agentic.needs),
          'dispatch-token': DISPATCH_TOKEN,
          'app-repository': 'results-org/app',
          'database-target': 'staging',
        },
      });
      expect(result.code).toBe(0);
      expect(dispatchesTo(gh, 'results-org/app').map((d) => d.client_payload)).toEqual([
        { 'source-run-id': '123', 'merge-run-id': '123', 'database-target': 'staging' },
      ]);
    }),
  );

  it.concurrent.each([
    [401, 'Bad credentials'],
    [404, 'Not Found'],
    [500, 'Server Error'],
  ])(
    'a dispatch answered %d fails the step with the endpoint and status, sent once',
    async (status, message) =>
      withFake(async (gh) => {
        gh.fault(`POST /repos/${APP_REPOSITORY}/dispatches`, { status, body: { message } });
        const result = await runIngest(gh, {
          inputs: { needs: JSON.stringify(cases[0]!.needs), 'dispatch-token': DISPATCH_TOKEN },
        });
        expect(result.code).toBe(1);
        expect(failure(result)).toContain(
          `POST /repos/${APP_REPOSITORY}/dispatches failed: HTTP ${status}: ${message}`,
        );
        expect(gh.calls('POST')).toHaveLength(1);
        expect(printed(result)).not.toContain(DISPATCH_TOKEN);
      }),
  );

  it.concurrent.each([
    ['needs is not JSON', { needs: '{nope' }, "input 'needs'"],
    ['needs has an unknown job result', { needs: '{"setup":{"result":"green"}}' }, "input 'needs'"],
    [
      'no dispatch token outside dry-run',
      { needs: JSON.stringify(cases[0]!.needs) },
      "input 'dispatch-token' is required",
    ],
    ['an unknown event', { needs: '{}', event: 'ingest-everything' }, "input 'event'"],
  ])('%s fails with a clear message and sends nothing', async (_what, inputs, message) =>
    withFake(async (gh) => {
      const result = await runIngest(gh, { inputs });
      expect(result.code).toBe(1);
      expect(failure(result)).toContain(message);
      expect(gh.requests).toEqual([]);
    }),
  );

  it.concurrent('a reuse source id that is not a run id fails closed', async () =>
    withFake(async (gh) => {
      const reused = cases.find((c) => c.name.startsWith('payload 2'))!;
      reused.needs.setup!.outputs!['reuse-source-run-id'] = "555' && curl evil";
      const result = await runIngest(gh, {
        inputs: { needs: JSON.stringify(reused.needs), 'dispatch-token': DISPATCH_TOKEN },
      });
      expect(result.code).toBe(1);
      expect(failure(result)).toContain("setup output 'reuse-source-run-id' must be a run id");
      expect(gh.requests).toEqual([]);
    }),
  );
});

describe('trigger-ingest/recover', () => {
  it.concurrent(
    '6.4 row 5: inputs 555 / 124 dispatch ingest-agentic-results with exactly three keys',
    async () =>
      withFake(async (gh) => {
        const result = await runIngest(gh, {
          entry: 'recover',
          inputs: {
            'source-run-id': '555',
            'merge-run-id': '124',
            'dispatch-token': DISPATCH_TOKEN,
          },
          eventName: 'workflow_dispatch',
        });
        expect(result.code).toBe(0);
        expect(dispatchesTo(gh)).toEqual([
          {
            event_type: 'ingest-agentic-results',
            client_payload: {
              'source-run-id': '555',
              'merge-run-id': '124',
              'database-target': 'production',
            },
            token: DISPATCH_TOKEN,
          },
        ]);
        expect(result.outputs.dispatched).toBe('true');
      }),
  );

  it.concurrent.each([
    ['555a', '124', 'source-run-id'],
    ['555', "124'; echo pwned", 'merge-run-id'],
    ['555', '124"}', 'merge-run-id'],
    ['', '124', 'source-run-id'],
  ])(
    'rejects %j / %j (stricter than the reference, which interpolated them into a shell) before any request',
    async (source, merge, name) =>
      withFake(async (gh) => {
        const result = await runIngest(gh, {
          entry: 'recover',
          inputs: {
            'source-run-id': source,
            'merge-run-id': merge,
            'dispatch-token': DISPATCH_TOKEN,
          },
          eventName: 'workflow_dispatch',
        });
        expect(result.code).toBe(1);
        expect(failure(result)).toContain(`input '${name}'`);
        expect(gh.requests).toEqual([]);
      }),
  );
});
