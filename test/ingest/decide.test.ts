import { describe, expect, it } from '@jest/globals';
import { hasAgenticEntries } from '../../shared/ingest/agentic.js';
import { decideIngest, onlyEvent } from '../../shared/ingest/decide.js';
import { recoveryDispatch } from '../../shared/ingest/recover.js';
import { loadIngestCases } from './fixture.js';

const cases = loadIngestCases();

describe('ingest dispatch decision', () => {
  it.each(cases)('$name', ({ runId, eventName, ref, needs, dispatches }) => {
    const decision = decideIngest({ eventName, ref, runId, needs });
    expect(decision.dispatches).toEqual(dispatches);
    expect(decision.reasons.length).toBeGreaterThan(0);
  });

  it('never sends attempt keys (item 68)', () => {
    for (const c of cases) {
      for (const d of decideIngest({ ...c, runId: c.runId }).dispatches) {
        expect(Object.keys(d.client_payload).filter((k) => k.includes('attempt'))).toEqual([]);
      }
    }
  });

  it('onlyEvent keeps one trigger job’s share of the decision', () => {
    const mixed = cases.find((c) =>
      c.name.startsWith('mixed, single-node agentic success and multi-node skipped'),
    )!;
    const decision = decideIngest(mixed);
    expect(onlyEvent(decision, 'ingest-results').dispatches).toEqual([]);
    expect(onlyEvent(decision, 'ingest-agentic-results').dispatches).toHaveLength(1);
    expect(onlyEvent(decision, 'ingest-results').reasons).toEqual([
      'ingest-results: not sent, the search space has agentic entries',
    ]);
  });

  it('honours a database target other than production', () => {
    const agentic = cases.find((c) => c.name.startsWith('payload 4'))!;
    expect(decideIngest({ ...agentic, databaseTarget: 'staging' }).dispatches[0]!.client_payload).toEqual({
      'source-run-id': '123',
      'merge-run-id': '123',
      'database-target': 'staging',
    });
  });

  it.each([
    ['555; rm -rf /', 'reuse-source-run-id'],
    ['', 'reuse-source-run-id'],
  ])('fails closed on a reuse source id %j', (source, what) => {
    const reused = cases.find((c) => c.name.startsWith('payload 2'))!;
    const needs = {
      ...reused.needs,
      setup: {
        ...reused.needs.setup!,
        outputs: { ...reused.needs.setup!.outputs, 'reuse-source-run-id': source },
      },
    };
    expect(() => decideIngest({ ...reused, needs })).toThrow(what);
  });

  it('fails on a search-space-config that is not JSON, naming the output', () => {
    const fixed = cases[0]!;
    const needs = {
      ...fixed.needs,
      setup: { result: 'success' as const, outputs: { 'search-space-config': '{oops' } },
    };
    expect(() => decideIngest({ ...fixed, needs })).toThrow(
      "setup output 'search-space-config' is not valid JSON",
    );
  });
});

describe('agentic predicate', () => {
  it.each([
    [{}, false],
    [null, false],
    [{ single_node: null }, false],
    [{ single_node: { agentic: null } }, false],
    [{ single_node: { agentic: [] }, multi_node: { agentic: [] } }, false],
    [{ single_node: { agentic_evals: [{}] } }, false],
    [{ single_node: { agentic: [{}] } }, true],
    [{ multi_node: { agentic: [{}] } }, true],
    [{ multi_node: { agentic: {} } }, true],
  ])('%j -> %s', (ssc, expected) => {
    expect(hasAgenticEntries(ssc)).toBe(expected);
  });
});

describe('recovery dispatch', () => {
  it('6.4 row 5: inputs 555 / 124', () => {
    expect(recoveryDispatch('555', '124')).toEqual({
      event_type: 'ingest-agentic-results',
      client_payload: { 'source-run-id': '555', 'merge-run-id': '124', 'database-target': 'production' },
    });
  });

  it.each([
    ['55a', '124', 'source-run-id'],
    ['555', "124'", 'merge-run-id'],
    ['555', '124"}, "x": "y', 'merge-run-id'],
    ['', '124', 'source-run-id'],
    [' 555', '124', 'source-run-id'],
    ['-1', '124', 'source-run-id'],
  ])('rejects %j / %j naming %s', (source, merge, name) => {
    expect(() => recoveryDispatch(source, merge)).toThrow(`input '${name}' must be a run id`);
  });
});
