import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Needs } from '../../shared/ingest/needs.js';
import type { IngestDispatch } from '../../shared/ingest/payload.js';
import { fixturesDir } from '../helpers/paths.js';

export interface IngestCase {
  name: string;
  runId: string;
  eventName: string;
  ref: string;
  needs: Needs;
  dispatches: IngestDispatch[];
}

interface RawCase {
  name: string;
  runId: string;
  ssc: string;
  reuseSource?: string;
  eventName?: string;
  ref?: string;
  jobs: Record<string, Needs[string]['result']>;
  dispatches: IngestDispatch[];
}

/** The cases of test/fixtures/ingest/dispatch-cases.json with `needs` built as toJson(needs) would. */
export function loadIngestCases(): IngestCase[] {
  const raw = JSON.parse(readFileSync(join(fixturesDir, 'ingest', 'dispatch-cases.json'), 'utf8')) as {
    ssc: Record<string, unknown>;
    cases: RawCase[];
  };
  return raw.cases.map((c) => {
    const needs: Needs = {};
    for (const [job, result] of Object.entries(c.jobs)) needs[job] = { result, outputs: {} };
    needs.setup!.outputs = {
      'search-space-config': JSON.stringify(raw.ssc[c.ssc]),
      'reuse-enabled': c.reuseSource ? 'true' : 'false',
      'reuse-source-run-id': c.reuseSource ?? '',
    };
    return {
      name: c.name,
      runId: c.runId,
      eventName: c.eventName ?? 'push',
      ref: c.ref ?? 'refs/heads/main',
      needs,
      dispatches: c.dispatches,
    };
  });
}
