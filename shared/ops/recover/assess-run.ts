/** Fetch-then-decide for `assess` and `rerun-app-ingest` (the results app side of Case A). */
import { GitHubApiError } from '../../github/errors.js';
import { inspectTarget, type InspectReport } from './run-inspect.js';
import { readAppIngest, type AppIngest } from './app-runs.js';
import { decideCase, type Assessment } from './assess.js';
import type { RecoveryContext } from './context.js';
import { ARTIFACTS, EXIT } from './names.js';
import { stop } from './refusal.js';
import { checkSource, type SourceReport } from './source.js';

export interface AssessOptions {
  target: string;
  jobId: string | null;
  acceptConclusions: string[];
  sourceRun: string | null;
  /** Accept a source commit a force-push removed from the PR (see checkSource). */
  orphanedSource?: boolean;
}

export interface AssessReport {
  target: InspectReport;
  source: SourceReport;
  app_repo: string;
  app_runs: AppIngest[];
  decision: Assessment;
}

const UNREADABLE = [401, 403, 404];

export async function assess(ctx: RecoveryContext, o: AssessOptions): Promise<AssessReport> {
  const target = await inspectTarget(ctx.github, ctx.git, {
    repo: ctx.repo,
    repoName: ctx.repoName,
    target: o.target,
    jobId: o.jobId,
    acceptConclusions: o.acceptConclusions,
    remote: ctx.remote,
  });
  const source = await checkSource(ctx.github, ctx.git, {
    repo: ctx.repo,
    pr: target.pr_number,
    sourceRun: o.sourceRun,
    remote: ctx.remote,
    failOnDrift: false,
    orphanedSource: o.orphanedSource === true,
  });
  const run = await ctx.github.client.getRun(ctx.repo, target.run_id);
  const artifacts = await ctx.github.listArtifacts(ctx.repo, target.run_id);
  let appRuns;
  try {
    appRuns = await ctx.github.listRepoRuns(ctx.app, {
      event: 'repository_dispatch',
      ...(run.created_at ? { created: `>=${run.created_at}` } : {}),
    });
  } catch (error) {
    if (error instanceof GitHubApiError && error.status !== undefined && UNREADABLE.includes(error.status))
      stop(
        `the results app repository ${ctx.appName} is not readable (HTTP ${error.status}); which ingest ran is unknown`,
        EXIT.undecided,
      );
    throw error;
  }
  const candidates: AppIngest[] = [];
  for (const appRun of appRuns) candidates.push(await readAppIngest(ctx.github, ctx.app, appRun));
  const decision = decideCase({
    targetId: target.run_id,
    targetUrl: target.run_url,
    sourceId: source.source_run_id,
    candidates,
    metadataLive: artifacts.some((a) => a.name === ARTIFACTS.metadata && a.expired !== true),
    sourceLive: source.artifacts.some((a) => !a.expired),
    executionDrift: source.drift.filter((d) => d.kind === 'execution').map((d) => d.path),
  });
  return { target, source, app_repo: ctx.appName, app_runs: candidates, decision };
}

export interface RerunReport {
  app_repo: string;
  ingest_run: number;
  sent: boolean;
  kind: 'failed-jobs' | 'whole-run' | null;
  html_url: string | null;
  attempt: number | null;
}

/**
 * Case A: rerun the results app's failed ingest of exactly this pair. Re-reads the pair from the
 * app run's own log first; only the app repository is ever asked to rerun anything.
 */
export async function rerunAppIngest(
  ctx: RecoveryContext,
  o: { ingestRun: string; sourceRun: string; mergeRun: string },
): Promise<RerunReport> {
  let run;
  try {
    run = await ctx.github.client.getRun(ctx.app, o.ingestRun);
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 404)
      stop(`app run ${o.ingestRun} was not found in ${ctx.appName}`);
    throw error;
  }
  const ingest = await readAppIngest(ctx.github, ctx.app, run);
  if (ingest.logUnavailable !== undefined)
    stop(
      `the preparation log of app run ${run.id} is unavailable (HTTP ${ingest.logUnavailable}); cannot prove which pair it ingested`,
      EXIT.undecided,
    );
  if (String(ingest.source) !== o.sourceRun || String(ingest.merge) !== o.mergeRun)
    stop(
      `app run ${run.id} names source ${ingest.source ?? 'none'} / merge ${ingest.merge ?? 'none'}, expected ${o.sourceRun} / ${o.mergeRun}; it is not this pair's ingest`,
    );
  if (run.status !== 'completed' || (run.conclusion !== 'failure' && run.conclusion !== 'cancelled'))
    stop(
      `app run ${run.id} is ${run.status ?? 'unknown'}/${run.conclusion ?? 'none'}; only a completed failed or cancelled ingest is rerun`,
    );
  const report: RerunReport = {
    app_repo: ctx.appName,
    ingest_run: run.id,
    sent: false,
    kind: null,
    html_url: run.html_url ?? null,
    attempt: null,
  };
  ctx.onLine(
    `✓ app run ${run.id} ingested source ${o.sourceRun} / merge ${o.mergeRun} and concluded ${run.conclusion}`,
  );
  if (!ctx.send) {
    ctx.onLine(
      `→ would rerun the failed jobs of ${ctx.appName} run ${run.id} (a full rerun if GitHub refuses that)`,
    );
    return report;
  }
  try {
    await ctx.github.rerunFailedJobs(ctx.app, run.id);
    report.kind = 'failed-jobs';
  } catch (error) {
    // The app's ETL is idempotent, so a full rerun is safe when GitHub refuses a failed-jobs rerun.
    if (!(error instanceof GitHubApiError && error.status === 403)) throw error;
    await ctx.github.rerunRun(ctx.app, run.id);
    report.kind = 'whole-run';
  }
  report.sent = true;
  report.attempt = (run.run_attempt ?? 1) + 1;
  ctx.onLine(
    `✓ rerun requested (${report.kind}): ${run.html_url ?? run.id}, attempt ${report.attempt}; check that it concludes success`,
  );
  return report;
}
