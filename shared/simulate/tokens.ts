// Evaluates a workflow template token (mapping, sequence, literal, ${{ }} expression)
// to a plain value, the way the platform expands `strategy:` and `concurrency:`.
import {
  isBasicExpression,
  isBoolean,
  isMapping,
  isNumber,
  isSequence,
  isString,
} from '@actions/workflow-parser';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';

/** Evaluates one expression string to a plain value (throws on evaluation errors). */
export type ExpressionEvaluator = (expression: string) => unknown;

export function evaluateToken(token: TemplateToken, evaluate: ExpressionEvaluator): unknown {
  if (isBasicExpression(token)) return evaluate(token.expression);
  if (isString(token) || isNumber(token) || isBoolean(token)) return token.value;
  if (isSequence(token)) return [...token].map((item) => evaluateToken(item, evaluate));
  if (isMapping(token)) {
    const result: Record<string, unknown> = {};
    for (const { key, value } of token) {
      result[String(evaluateToken(key, evaluate))] = evaluateToken(value, evaluate);
    }
    return result;
  }
  return null;
}
