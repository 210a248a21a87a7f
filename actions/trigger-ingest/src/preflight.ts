import * as core from '@actions/core';
import { createInspectPort } from '../../../io/github-inspect.js';
import { readPreflightArtifacts } from '../../../io/ingest-preflight.js';
import { errorMessage } from '../../../shared/errors.js';
import type { RepoRef } from '../../../shared/github/client.js';
import { expectedConfigs } from '../../../shared/ingest/preflight/expected.js';
import { gateDispatches, type GateResult } from '../../../shared/ingest/preflight/gate.js';
import { PREFLIGHT_INPUT, type PreflightMode } from '../../../shared/ingest/preflight/names.js';
import { preflight } from '../../../shared/ingest/preflight/preflight.js';
import { preflightMarkdown } from '../../../shared/ingest/preflight/table.js';
import type { IngestDispatch } from '../../../shared/ingest/payload.js';

export interface PreflightOptions {
  mode: PreflightMode;
  /** github.token (actions: read), to read the source run's artifacts. */
  token: string | undefined;
  repo: RepoRef;
  /** setup's search-space-config, parsed: the configs it expects. */
  plan: unknown;
  /** Nothing is sent: without a token the preflight is skipped instead of refusing. */
  dryRun: boolean;
}

export interface PreflightOutcome extends GateResult {
  markdown?: string;
}

/** Passes everything on, with the reason why the preflight did not decide (warn mode, dry run). */
function unchecked(dispatches: IngestDispatch[], why: string, what: string): PreflightOutcome {
  return { dispatches, refused: [], findings: {}, warnings: [`ingest preflight not run: ${why}; ${what}`] };
}

/**
 * Reads the source run's result artifacts and applies the results app's rules before anything is
 * dispatched. In refuse mode every fault (no token, an unreadable list or artifact) stops the
 * dispatch: an ingest is never sent on a guess.
 */
export async function runPreflight(
  dispatches: IngestDispatch[],
  options: PreflightOptions,
): Promise<PreflightOutcome> {
  if (!dispatches.length) return { dispatches, refused: [], findings: {}, warnings: [] };
  const runId = dispatches[0]!.client_payload['source-run-id'];
  if (!options.token) {
    const why = `input 'github-token' is not set (github.token with actions: read, to read run ${runId}'s artifacts)`;
    if (options.dryRun) return unchecked(dispatches, why, 'nothing is sent (dry-run)');
    if (options.mode === 'warn')
      return unchecked(dispatches, why, `dispatched without it (${PREFLIGHT_INPUT}: warn)`);
    throw new Error(
      `ingest preflight: ${why}; nothing was dispatched. Pass github-token, or set ${PREFLIGHT_INPUT}: warn`,
    );
  }
  let artifacts;
  try {
    const port = createInspectPort({ token: options.token });
    artifacts = await readPreflightArtifacts(
      port,
      options.repo,
      Number(runId),
      dispatches.map((d) => d.event_type),
    );
  } catch (error) {
    const why = `cannot read run ${runId}'s artifacts: ${errorMessage(error)}`;
    if (options.mode === 'warn')
      return unchecked(dispatches, why, `dispatched without it (${PREFLIGHT_INPUT}: warn)`);
    throw new Error(
      `ingest preflight: ${why}; nothing was dispatched (${PREFLIGHT_INPUT}: refuse fails closed)`,
    );
  }
  const report = preflight({
    artifacts,
    events: dispatches.map((d) => d.event_type),
    expected: expectedConfigs(options.plan),
  });
  core.info(`ingest preflight of run ${runId}: ${report.verdict}`);
  return {
    ...gateDispatches(dispatches, report, options.mode, runId),
    markdown: preflightMarkdown(report, runId),
  };
}
