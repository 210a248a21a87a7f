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

/** The default column budget of the plan; `width: undefined` (--wide) shows every line in full. */
export const PLAN_WIDTH = 100;
const ELLIPSIS = '…';

/** One line of at most `width` characters: blanks (newlines of a block scalar) folded, the rest cut with an ellipsis. */
function fit(text: string, width: number | undefined): string {
  if (width === undefined) return text;
  const line = text.replace(/\s*\n\s*/g, ' ');
  return line.length <= width ? line : `${line.slice(0, Math.max(0, width - 1))}${ELLIPSIS}`;
}

/** `text` wrapped at blanks into lines of at most `width`, continuation lines indented by `indent`. */
function wrap(text: string, width: number | undefined, first: string, indent: string): string[] {
  if (width === undefined) return [`${first}${text}`];
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent;
      empty = true;
    }
    line += `${empty ? '' : ' '}${word}`;
    empty = false;
  }
  lines.push(line);
  return lines.map((l) => fit(l, width)); // a single word longer than the budget is cut
}

export interface PlanFormat {
  /** Column budget (default PLAN_WIDTH); undefined: no limit (--wide). */
  width?: number;
}

export function formatPlan(
  result: SimulationResult,
  fileName: string,
  eventLabel: string,
  cancelAfter?: string,
  format: PlanFormat = { width: PLAN_WIDTH },
): string {
  const { width } = format;
  // The heading is never cut: it names the file the user gave, however long its path.
  const lines = [`${result.workflow} (${fileName}) on ${eventLabel}`];
  if (!result.triggered) {
    lines.push(...wrap(result.trigger, width, 'no run: ', '  '));
  } else {
    lines.push(...wrap(result.trigger, width, 'trigger: ', '  '));
    lines.push(
      fit(
        result.concurrency === undefined
          ? 'concurrency: none'
          : `concurrency: ${result.concurrency}${result.cancelInProgress ? ' (cancel-in-progress)' : ''}`,
        width,
      ),
    );
    if (cancelAfter) lines.push(`run cancelled once '${cancelAfter}' finished`);
    lines.push('');
    const idWidth = Math.max(...result.order.map((id) => id.length));
    for (const id of result.order) {
      const plan = result.jobs[id]!;
      lines.push(
        fit(
          `${STATUS_LABEL[plan.status].padEnd(6)}  ${id.padEnd(idWidth)}  ${plan.reason}${jobDetails(plan)}`,
          width,
        ),
      );
    }
  }
  for (const [title, entries] of [
    ['errors', result.errors],
    ['notes', result.warnings],
  ] as const) {
    if (entries.length)
      lines.push('', `${title}:`, ...entries.flatMap((entry) => wrap(entry, width, '  - ', '    ')));
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
