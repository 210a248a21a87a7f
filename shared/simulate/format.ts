// Renders a simulation result for people (one line per job) or for tools (--json).
import type { JobPlan, SimulationResult } from './types.js';

const STATUS_LABEL: Record<JobPlan['status'], string> = {
  run: 'RUN',
  skipped: 'SKIP',
  cancelled: 'CANCEL',
  error: 'ERROR',
};

function jobDetails(plan: JobPlan): string {
  const details: string[] = [];
  if (plan.strategy?.legs !== undefined)
    details.push(`matrix ${plan.strategy.legs} leg${plan.strategy.legs === 1 ? '' : 's'}`);
  if (plan.strategy) details.push(`fail-fast ${plan.strategy.failFast}`);
  if (plan.concurrency) details.push(`concurrency ${plan.concurrency}`);
  return details.length ? ` [${details.join(', ')}]` : '';
}

export function formatPlan(
  result: SimulationResult,
  fileName: string,
  eventLabel: string,
  cancelAfter?: string,
): string {
  const lines = [`${result.workflow} (${fileName}) on ${eventLabel}`];
  if (!result.triggered) {
    lines.push(`no run: ${result.trigger}`);
  } else {
    lines.push(`trigger: ${result.trigger}`);
    lines.push(
      result.concurrency === undefined
        ? 'concurrency: none'
        : `concurrency: ${result.concurrency}${result.cancelInProgress ? ' (cancel-in-progress)' : ''}`,
    );
    if (cancelAfter) lines.push(`run cancelled once '${cancelAfter}' finished`);
    lines.push('');
    const width = Math.max(...result.order.map((id) => id.length));
    for (const id of result.order) {
      const plan = result.jobs[id]!;
      lines.push(
        `${STATUS_LABEL[plan.status].padEnd(6)}  ${id.padEnd(width)}  ${plan.reason}${jobDetails(plan)}`,
      );
    }
  }
  for (const [title, entries] of [
    ['errors', result.errors],
    ['notes', result.warnings],
  ] as const) {
    if (entries.length) lines.push('', `${title}:`, ...entries.map((entry) => `  - ${entry}`));
  }
  return `${lines.join('\n')}\n`;
}

/** The --json document: jobs keyed by id in topological order. */
export function planToJson(result: SimulationResult): string {
  const jobs = Object.fromEntries(
    result.order.map((id) => {
      const {
        status,
        reason,
        result: jobResult,
        needs,
        outputs,
        strategy,
        concurrency,
        name,
      } = result.jobs[id]!;
      return [id, { status, reason, result: jobResult, needs, name, outputs, strategy, concurrency }];
    }),
  );
  const document = {
    workflow: result.workflow,
    triggered: result.triggered,
    trigger: result.trigger,
    jobs,
    order: result.order,
    concurrency: result.concurrency ?? null,
    cancelInProgress: result.cancelInProgress ?? null,
    errors: result.errors,
    warnings: result.warnings,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
