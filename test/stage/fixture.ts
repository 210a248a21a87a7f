import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TimelineEvent } from '../../shared/github/schemas.js';
import type { Artifact, WorkflowRun } from '../../shared/github/schemas.js';
import { runHtmlUrl } from '../fake-github/index.js';
import { fixturesDir } from '../helpers/paths.js';

/** The staging scenarios of test/fixtures/stage/select-cases.json, expanded. */
export interface StageCase {
  name: string;
  pinned?: number;
  prNumber: number;
  head: string;
  labels: string[];
  commits: string[];
  timeline: TimelineEvent[];
  runs: (WorkflowRun & { html_url: string })[];
  artifacts: Record<string, Artifact[]>;
  expect: {
    outputs?: Record<string, string>;
    rejected?: { runId: number; reason: string }[];
    error?: string;
    artifactCalls: number[];
  };
}

interface RawCase extends Omit<
  StageCase,
  'prNumber' | 'head' | 'labels' | 'commits' | 'timeline' | 'runs' | 'artifacts'
> {
  timeline?: TimelineEvent[];
  runs: Partial<WorkflowRun>[];
  artifacts: Record<string, 'full' | Artifact[]>;
}

export const REPOSITORY = 'example-org/bench';

export function loadStageCases(): StageCase[] {
  const raw = JSON.parse(readFileSync(join(fixturesDir, 'stage', 'select-cases.json'), 'utf8')) as {
    runDefaults: Omit<WorkflowRun, 'id'>;
    pr: { number: number; head: string; labels: string[]; commits: string[]; timeline: TimelineEvent[] };
    fullArtifacts: Artifact[];
    cases: RawCase[];
  };
  return raw.cases.map((c) => ({
    ...c,
    prNumber: raw.pr.number,
    head: raw.pr.head,
    labels: raw.pr.labels,
    commits: raw.pr.commits,
    timeline: c.timeline ?? raw.pr.timeline,
    runs: c.runs.map((run) => ({
      ...raw.runDefaults,
      html_url: runHtmlUrl(REPOSITORY, run.id!),
      ...run,
    })) as StageCase['runs'],
    artifacts: Object.fromEntries(
      Object.entries(c.artifacts).map(([id, list]) => [id, list === 'full' ? raw.fullArtifacts : list]),
    ),
  }));
}
