// Says why a job condition is false: the first falsy top-level `&&` operand, with the
// values of the context paths it reads (e.g. "needs.setup.result == 'success' is false
// (needs.setup.result is 'skipped')").
import {
  Binary,
  ContextAccess,
  FunctionCall,
  Grouping,
  IndexAccess,
  Logical,
  Unary,
} from '@actions/expressions/ast';
import type { Expr } from '@actions/expressions';
import { TokenType } from '@actions/expressions/lexer';
import { printExpression } from './print-expression.js';

export interface AncestorResult {
  id: string;
  result: string;
  /** A direct need (false: reached through another job's needs). */
  direct: boolean;
}

export interface ExplainFacts {
  ancestors: AncestorResult[];
  runCancelled: boolean;
  cancelAfter?: string;
  /** The condition had no status function, so the platform added `success() && (…)`. */
  implicitSuccess: boolean;
}

/** Evaluates a sub-expression to a plain value (throws like the evaluator does). */
export type SubEvaluator = (expr: Expr) => { value: unknown; truthy: boolean };

const MAX_VALUE_LENGTH = 120;
const MAX_SHOWN_PATHS = 5;
/** Beyond this many alternatives (label lists) the flat form reads better. */
const MAX_EXPLAINED_ALTERNATIVES = 4;

/** `a && (b && c) && d` → [a, b, c, d]: the operands any of which can decide. */
function andOperands(expr: Expr): Expr[] {
  if (expr instanceof Grouping) {
    const inner = andOperands(expr.group);
    // Keep the parentheses only where they group an `||`.
    return inner.length > 1 || !(inner[0] instanceof Logical) ? inner : [expr];
  }
  if (expr instanceof Logical && expr.operator.type === TokenType.AND) return expr.args.flatMap(andOperands);
  return [expr];
}

/** `(a || (b || c))` → [a, b, c]. */
function orOperands(expr: Expr): Expr[] {
  if (expr instanceof Grouping) return orOperands(expr.group);
  if (expr instanceof Logical && expr.operator.type === TokenType.OR) return expr.args.flatMap(orOperands);
  return [expr];
}

function isCall(expr: Expr, name: string): boolean {
  return expr instanceof FunctionCall && expr.functionName.lexeme.toLowerCase() === name;
}

function showValue(value: unknown): string {
  const text = typeof value === 'string' ? `'${value}'` : JSON.stringify(value ?? null);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 3)}...` : text;
}

/** The maximal context paths an expression reads (`needs.setup.result`, `github.event.label.name`). */
function contextPaths(expr: Expr, found: Map<string, Expr>): Map<string, Expr> {
  if (expr instanceof IndexAccess || expr instanceof ContextAccess) {
    if (!found.has(printExpression(expr))) found.set(printExpression(expr), expr);
  } else if (expr instanceof Grouping) contextPaths(expr.group, found);
  else if (expr instanceof Unary) contextPaths(expr.expr, found);
  else if (expr instanceof Logical) expr.args.forEach((arg) => contextPaths(arg, found));
  else if (expr instanceof FunctionCall) expr.args.forEach((arg) => contextPaths(arg, found));
  else if (expr instanceof Binary) {
    contextPaths(expr.left, found);
    contextPaths(expr.right, found);
  }
  return found;
}

function pathValues(expr: Expr, evaluate: SubEvaluator): string {
  const shown: string[] = [];
  for (const [text, path] of contextPaths(expr, new Map())) {
    if (shown.length === MAX_SHOWN_PATHS) break;
    try {
      shown.push(`${text} is ${showValue(evaluate(path).value)}`);
    } catch {
      // A path that cannot be evaluated on its own says nothing useful here.
    }
  }
  return shown.length > 0 ? ` (${shown.join(', ')})` : '';
}

function cancelledAfter(facts: ExplainFacts): string {
  return facts.cancelAfter ? ` after '${facts.cancelAfter}'` : '';
}

function whyNotSuccess(facts: ExplainFacts): string {
  if (facts.runCancelled) return `the run was cancelled${cancelledAfter(facts)}`;
  const blocker = facts.ancestors.find((a) => a.result !== 'success');
  if (!blocker) return 'every ancestor succeeded';
  const through = blocker.direct ? '' : ' (an ancestor through needs, not a direct need)';
  return `job '${blocker.id}' ${blocker.result === 'failure' ? 'failed' : `was ${blocker.result}`}${through}`;
}

function describeFalse(operand: Expr, facts: ExplainFacts, evaluate: SubEvaluator): string {
  if (isCall(operand, 'success'))
    return `${facts.implicitSuccess ? 'implicit ' : ''}success() is false: ${whyNotSuccess(facts)}`;
  if (isCall(operand, 'failure')) return 'failure() is false: no ancestor job failed';
  if (isCall(operand, 'cancelled')) return 'cancelled() is false: the run was not cancelled';
  if (operand instanceof Unary && isCall(operand.expr, 'cancelled'))
    return `!cancelled() is false: the run was cancelled${cancelledAfter(facts)}`;
  const alternatives = orOperands(operand);
  if (
    alternatives.length > 1 &&
    alternatives.length <= MAX_EXPLAINED_ALTERNATIVES &&
    alternatives.some((alternative) => andOperands(alternative).length > 1)
  )
    // A compound alternative: say which clause of each alternative failed.
    return `no alternative holds: ${alternatives
      .map((alternative, i) => `[${i + 1}] ${explainFalse(alternative, facts, evaluate)}`)
      .join('; ')}`;
  const text = printExpression(operand);
  if (operand instanceof IndexAccess || operand instanceof ContextAccess)
    return `${text} is ${showValue(evaluate(operand).value)} (falsy)`;
  return `${text} is false${pathValues(operand, evaluate)}`;
}

/** The reason a falsy condition is false: its first falsy `&&` operand. */
export function explainFalse(condition: Expr, facts: ExplainFacts, evaluate: SubEvaluator): string {
  for (const operand of andOperands(condition)) {
    if (!evaluate(operand).truthy) return describeFalse(operand, facts, evaluate);
  }
  return `${printExpression(condition)} is false`;
}
