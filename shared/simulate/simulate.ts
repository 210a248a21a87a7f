// The gating simulator: which jobs of a workflow run, skip or are cancelled for an event,
// under the platform rules of docs/simulate.md.
import type { Expr } from '@actions/expressions';
import type { WorkflowJob } from '@actions/workflow-parser/model/workflow-template';
import { SweepkitError, errorMessage, type Issue } from '../errors.js';
import { buildGithubContext } from './event.js';
import { explainFalse, type AncestorResult } from './explain.js';
import {
  compileExpression,
  evaluate,
  statusFunctions,
  toExpressionData,
  toPlain,
  truthy,
  type Context,
  type ConvertedValues,
} from './expression.js';
import { resolveInputs } from './inputs.js';
import { loadWorkflow } from './load-workflow.js';
import { expandMatrix } from './matrix.js';
import { printExpression } from './print-expression.js';
import { evaluateToken, type TokenEvaluator } from './tokens.js';
import { checkTrigger } from './triggers.js';
import type { JobPlan, JobResult, JobStrategyPlan, SimulateOptions, SimulationResult } from './types.js';

const MAX_CONDITION_IN_REASON = 200;

interface JobInfo {
  job: WorkflowJob;
  id: string;
  needs: string[];
  /** Transitive needs, in topological order. */
  ancestors: string[];
  condition: string;
  implicitSuccess: boolean;
  declaredOutputs?: string[];
}

/** Kahn's algorithm; among ready jobs, declaration order wins (the parser rejects cycles). */
function topologicalOrder(jobs: JobInfo[]): string[] {
  const order: string[] = [];
  const done = new Set<string>();
  while (order.length < jobs.length) {
    const next = jobs.find((j) => !done.has(j.id) && j.needs.every((n) => done.has(n)));
    if (!next) break;
    order.push(next.id);
    done.add(next.id);
  }
  return order;
}

function stripMarkers(source: string): string {
  const trimmed = source.trim();
  return trimmed.startsWith('${{') && trimmed.endsWith('}}') ? trimmed.slice(3, -2).trim() : trimmed;
}

function describeJobs(jobs: WorkflowJob[]): JobInfo[] {
  const infos = jobs.map((job): JobInfo => {
    const condition = job.if.expression;
    const source = job.if.source === undefined ? undefined : stripMarkers(job.if.source);
    return {
      job,
      id: job.id.value,
      needs: (job.needs ?? []).map((n) => n.value),
      ancestors: [],
      condition,
      implicitSuccess: source === undefined || source !== condition,
      declaredOutputs:
        job.type === 'job' ? [...(job.outputs ?? [])].map(({ key }) => String(key)) : undefined,
    };
  });
  const byId = new Map(infos.map((info) => [info.id, info]));
  const order = topologicalOrder(infos);
  for (const id of order) {
    const info = byId.get(id)!;
    const all = new Set(info.needs.flatMap((need) => [...byId.get(need)!.ancestors, need]));
    info.ancestors = order.filter((candidate) => all.has(candidate));
  }
  return order.map((id) => byId.get(id)!);
}

function validateAssumptions(options: SimulateOptions, infos: JobInfo[], fileName: string): Issue[] {
  const ids = infos.map((i) => i.id);
  const known = `jobs in ${fileName}: ${ids.join(', ')}`;
  const issues: Issue[] = [];
  const unknownJob = (id: string, what: string) => {
    if (!ids.includes(id)) issues.push({ message: `${what} names unknown job '${id}'`, hint: known });
  };
  for (const id of Object.keys(options.jobResults ?? {})) unknownJob(id, 'a job result');
  if (options.cancelAfter !== undefined) unknownJob(options.cancelAfter, 'cancel-after');
  for (const [id, outputs] of Object.entries(options.jobOutputs ?? {})) {
    unknownJob(id, 'a job output');
    const declared = infos.find((i) => i.id === id)?.declaredOutputs;
    if (!declared) continue;
    for (const name of Object.keys(outputs).filter((n) => !declared.includes(n)))
      issues.push({
        message: `job '${id}' declares no output '${name}'`,
        hint: declared.length ? `its outputs: ${declared.join(', ')}` : 'it declares no outputs',
      });
  }
  return issues;
}

interface Evaluation {
  ok: boolean;
  value?: unknown;
  text?: string;
  truthy?: boolean;
  error?: string;
  expr?: Expr;
}

class ConditionEvaluator {
  constructor(
    private readonly context: Context,
    private readonly shared: ConvertedValues = new WeakMap(),
  ) {}

  /** The context as the library's dictionaries, converted once: evaluation only reads it. */
  private converted?: ReturnType<typeof toExpressionData>;
  private get data() {
    return (this.converted ??= toExpressionData(this.context, this.shared));
  }

  evaluate(source: string, ancestorResults: string[], runCancelled: boolean): Evaluation {
    const functions = statusFunctions({ ancestorResults, runCancelled });
    let expr: Expr | undefined;
    try {
      expr = compileExpression(source, Object.keys(this.context));
      const result = evaluate(expr, this.data, functions);
      return { ok: true, value: toPlain(result), text: result.coerceString(), truthy: truthy(result), expr };
    } catch (error) {
      return { ok: false, error: errorMessage(error), expr };
    }
  }

  /** For template tokens: values and interpolated text, throwing on evaluation errors. */
  tokenEvaluator(what: string): TokenEvaluator {
    const run = (source: string) => {
      const result = this.evaluate(source, [], false);
      if (!result.ok) throw new Error(`${what}: ${source.trim()}: ${result.error}`);
      return result;
    };
    return { value: (source) => run(source).value, text: (source) => run(source).text ?? '' };
  }

  /** Evaluates sub-expressions of an already compiled condition (for reasons). */
  sub(ancestorResults: string[], runCancelled: boolean) {
    const functions = statusFunctions({ ancestorResults, runCancelled });
    return (expr: Expr) => {
      const result = evaluate(expr, this.data, functions);
      return { value: toPlain(result), truthy: truthy(result) };
    };
  }
}

function shorten(text: string): string {
  return text.length > MAX_CONDITION_IN_REASON ? `${text.slice(0, MAX_CONDITION_IN_REASON - 3)}...` : text;
}

function evaluateStrategy(info: JobInfo, evaluator: ConditionEvaluator): JobStrategyPlan | undefined {
  if (!info.job.strategy) return undefined;
  const strategy = evaluateToken(info.job.strategy, evaluator.tokenEvaluator('strategy'));
  if (typeof strategy !== 'object' || strategy === null || Array.isArray(strategy))
    throw new Error(`strategy must be a mapping, got ${JSON.stringify(strategy)}`);
  const { 'fail-fast': failFast, matrix } = strategy as Record<string, unknown>;
  const plan: JobStrategyPlan = {
    failFast: failFast === undefined ? true : failFast === true || failFast === 'true',
  };
  if (matrix !== undefined) {
    plan.matrix = matrix as Record<string, unknown>;
    try {
      plan.legs = expandMatrix(matrix).length;
    } catch (error) {
      throw new Error(`strategy.matrix: ${errorMessage(error)}`);
    }
  }
  return plan;
}

function evaluateConcurrency(
  token: Parameters<typeof evaluateToken>[0] | undefined,
  evaluator: ConditionEvaluator,
): { group?: string; cancelInProgress?: boolean } {
  if (!token) return {};
  const value = evaluateToken(token, evaluator.tokenEvaluator('concurrency'));
  if (typeof value === 'string') return { group: value, cancelInProgress: false };
  const { group, 'cancel-in-progress': cancel } = (value ?? {}) as Record<string, unknown>;
  return { group: group === undefined ? undefined : String(group), cancelInProgress: cancel === true };
}

/**
 * Simulates one run of a workflow for an event. Throws SweepkitError when the workflow is
 * invalid or the assumptions name unknown jobs/outputs/inputs; evaluation errors of job
 * conditions or matrices are part of the result (status `error`, listed in `errors`).
 */
export async function simulateWorkflow(options: SimulateOptions): Promise<SimulationResult> {
  const fileName = options.fileName ?? 'workflow.yml';
  const { template, name, inputs: declarations } = await loadWorkflow(options.workflowText, fileName);
  const infos = describeJobs(template.jobs);
  const inputs = resolveInputs(declarations, options.event.name, options.inputs ?? {});
  const issues = [...validateAssumptions(options, infos, fileName), ...inputs.issues];
  if (issues.length > 0) throw new SweepkitError(issues, `cannot simulate ${fileName}`);

  const payload = structuredClone(options.event.payload);
  if (options.event.name === 'workflow_dispatch' && payload.inputs === undefined)
    payload.inputs = Object.fromEntries(Object.entries(inputs.values).map(([k, v]) => [k, String(v)]));
  const github = buildGithubContext(options.event.name, payload, name, options.github);
  const trigger = checkTrigger(template.events, {
    eventName: options.event.name,
    action: typeof payload.action === 'string' ? payload.action : undefined,
    ref: String(github.ref),
    baseRef: String(github.base_ref),
    changedFiles: options.changedFiles,
  });
  const result: SimulationResult = {
    workflow: name,
    triggered: trigger.triggered,
    trigger: trigger.reason,
    jobs: {},
    order: [],
    errors: [],
    warnings: [...trigger.warnings],
  };
  if (!trigger.triggered) return result;

  const vars = options.vars ?? {};
  const runContext: Context = { github, vars, inputs: inputs.values };
  // The run context's values, converted once for every job of this simulation.
  const shared: ConvertedValues = new WeakMap();
  try {
    const concurrency = evaluateConcurrency(template.concurrency, new ConditionEvaluator(runContext, shared));
    if (concurrency.group !== undefined) {
      result.concurrency = concurrency.group;
      result.cancelInProgress = concurrency.cancelInProgress;
    }
  } catch (error) {
    result.errors.push(errorMessage(error));
  }

  const cancelPoint = options.cancelAfter;
  const beforeCancel = new Set(
    cancelPoint ? [cancelPoint, ...infos.find((i) => i.id === cancelPoint)!.ancestors] : [],
  );
  for (const info of infos) {
    const plan = planJob(
      info,
      result.jobs,
      options,
      runContext,
      cancelPoint !== undefined && !beforeCancel.has(info.id),
      shared,
    );
    result.jobs[info.id] = plan;
    result.order.push(info.id);
    if (plan.status === 'error') result.errors.push(`job '${info.id}': ${plan.reason}`);
    if (plan.status !== 'run') {
      if (options.jobResults?.[info.id])
        result.warnings.push(`job result for '${info.id}' ignored: the job does not run (${plan.status})`);
      if (options.jobOutputs?.[info.id])
        result.warnings.push(`outputs for '${info.id}' ignored: the job does not run (${plan.status})`);
    }
  }
  return result;
}

function planJob(
  info: JobInfo,
  planned: Record<string, JobPlan>,
  options: SimulateOptions,
  runContext: Context,
  runCancelled: boolean,
  shared: ConvertedValues,
): JobPlan {
  const needs = Object.fromEntries(
    info.needs.map((id) => [id, { result: planned[id]!.result, outputs: planned[id]!.outputs }]),
  );
  const context: Context = { ...runContext, needs };
  const ancestors: AncestorResult[] = info.ancestors.map((id) => ({
    id,
    result: planned[id]!.result,
    direct: info.needs.includes(id),
  }));
  const ancestorResults = ancestors.map((a) => a.result);
  const base = {
    needs: info.needs,
    condition: info.condition,
    outputs: {} as Record<string, string>,
    ...(info.job.name && info.job.name.toString() !== info.id ? { name: info.job.name.toString() } : {}),
  };
  const evaluator = new ConditionEvaluator(context, shared);
  const facts = {
    ancestors,
    runCancelled,
    cancelAfter: options.cancelAfter,
    implicitSuccess: info.implicitSuccess,
  };
  const evaluation = evaluator.evaluate(info.condition, ancestorResults, runCancelled);
  if (!evaluation.ok)
    return {
      ...base,
      status: 'error',
      result: 'failure',
      reason: `the condition cannot be evaluated: ${evaluation.error}${unsetOutputHint(info.condition, planned, options)}`,
    };
  if (!evaluation.truthy) {
    const why = explainFalse(evaluation.expr!, facts, evaluator.sub(ancestorResults, runCancelled));
    if (runCancelled) {
      // Cancelled only if the cancel is what stopped it; otherwise it would have skipped anyway.
      const uncancelled = evaluator.evaluate(info.condition, ancestorResults, false);
      if (uncancelled.ok && uncancelled.truthy)
        return { ...base, status: 'cancelled', result: 'cancelled', reason: `run cancelled: ${why}` };
      if (uncancelled.ok) {
        const skipWhy = explainFalse(
          uncancelled.expr!,
          { ...facts, runCancelled: false },
          evaluator.sub(ancestorResults, false),
        );
        return { ...base, status: 'skipped', result: 'skipped', reason: skipWhy };
      }
    }
    return { ...base, status: 'skipped', result: 'skipped', reason: why };
  }
  let strategy: JobStrategyPlan | undefined;
  try {
    strategy = evaluateStrategy(info, evaluator);
  } catch (error) {
    const source = info.job.strategy ? JSON.stringify(info.job.strategy) : '';
    return {
      ...base,
      status: 'error',
      result: 'failure',
      reason: `${errorMessage(error)}${unsetOutputHint(source, planned, options)}`,
    };
  }
  const assumed = options.jobResults?.[info.id];
  const assumedOutputs = options.jobOutputs?.[info.id];
  const derived =
    assumedOutputs === undefined && (assumed === undefined || assumed === 'success')
      ? options.deriveOutputs?.({ id: info.id, uses: stepUses(info), needs, vars: options.vars ?? {} })
      : undefined;
  // A derivation that finds the step's input invalid: the step fails, as it would on the runner.
  const failed = typeof derived === 'string' ? derived : undefined;
  const result: JobResult = assumed ?? (failed === undefined ? 'success' : 'failure');
  const outputs = {
    ...Object.fromEntries((info.declaredOutputs ?? []).map((name) => [name, ''])),
    ...(typeof derived === 'object' ? pick(derived, info.declaredOutputs) : {}),
    ...(assumedOutputs ?? {}),
  };
  const reason = `${runReason(info, evaluation.expr!, runCancelled, assumed)}${failed === undefined ? '' : `; its step fails: ${failed}`}`;
  const plan: JobPlan = { ...base, status: 'run', result, reason, outputs };
  if (strategy) plan.strategy = strategy;
  if (info.job.concurrency) {
    try {
      const group = evaluateConcurrency(info.job.concurrency, evaluator).group;
      if (group !== undefined) plan.concurrency = group;
    } catch {
      // Job concurrency may read the matrix, which the simulator does not expand per leg.
    }
  }
  return plan;
}

/** The `uses:` of a job's steps (none for a reusable-workflow call). */
function stepUses(info: JobInfo): string[] {
  if (info.job.type !== 'job') return [];
  return info.job.steps.flatMap((step) => ('uses' in step ? [step.uses.value] : []));
}

/** Derived step outputs reach downstream jobs only through the job's declared outputs. */
function pick(derived: Record<string, string> | undefined, declared: string[] | undefined) {
  if (!derived) return {};
  return Object.fromEntries(Object.entries(derived).filter(([name]) => declared?.includes(name)));
}

function runReason(info: JobInfo, expr: Expr, runCancelled: boolean, assumed?: JobResult): string {
  const text =
    info.condition === 'success()' && info.implicitSuccess
      ? info.needs.length
        ? 'no if: every ancestor succeeded'
        : 'no if and no needs'
      : `if holds: ${shorten(printExpression(expr))}`;
  const cancelled = runCancelled ? ' (starts despite the cancel)' : '';
  const outcome = assumed && assumed !== 'success' ? `; assumed result ${assumed}` : '';
  return `${text}${cancelled}${outcome}`;
}

const OUTPUT_REFERENCE = /needs\.([A-Za-z_][\w-]*)\.outputs\.([A-Za-z_][\w-]*)/g;

/** Points at outputs the expression read that nobody assumed (they are '' on the platform too). */
function unsetOutputHint(source: string, planned: Record<string, JobPlan>, options: SimulateOptions): string {
  const unset = new Set<string>();
  // fromJson('') is the usual culprit: prefer the outputs read inside fromJson(...).
  const parsed = fromJsonArguments(source);
  for (const [, job, output] of (parsed.match(OUTPUT_REFERENCE) ? parsed : source).matchAll(
    OUTPUT_REFERENCE,
  )) {
    const plan = planned[job!];
    if (plan?.status === 'run' && options.jobOutputs?.[job!]?.[output!] === undefined)
      unset.add(`${job}.${output}`);
  }
  if (unset.size === 0) return '';
  const names = [...unset];
  return ` (output${names.length > 1 ? 's' : ''} ${names.map((n) => `'${n}'`).join(', ')} not assumed, so ''; give --job-output ${names[0]}=VALUE)`;
}

/** The argument texts of every fromJson(...) call in an expression, joined. */
function fromJsonArguments(source: string): string {
  const parts: string[] = [];
  for (const match of source.matchAll(/fromjson\(/gi)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (end < source.length && depth > 0) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')') depth--;
      end++;
    }
    parts.push(source.slice(match.index + match[0].length, end - 1));
  }
  return parts.join(' ');
}
