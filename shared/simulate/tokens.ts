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
import type { BasicExpressionToken } from '@actions/workflow-parser/templates/tokens/basic-expression-token';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { blockScalarValue } from './block-scalar-if.js';

export interface TokenEvaluator {
  /** The value of an expression (throws on evaluation errors). */
  value(expression: string): unknown;
  /** The value coerced to a string as `format()` / interpolation does. */
  text(expression: string): string;
}

const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g;

/**
 * Works around @actions/workflow-parser 0.3.61: an interpolated block scalar (`group: >-` with
 * `${{ }}` inside) is converted from its raw source, indentation and line breaks included,
 * while GitHub folds the YAML first. Rebuild the folded text and interpolate it ourselves.
 */
function blockScalar(token: BasicExpressionToken, evaluator: TokenEvaluator): unknown {
  const text = blockScalarValue(token.blockScalarHeader!, token.source!);
  const whole = /^\s*\$\{\{([\s\S]*?)\}\}\s*$/.exec(text);
  if (whole && whole[0].indexOf('${{', 1) === -1) return evaluator.value(whole[1]!);
  return text.replace(EXPRESSION, (_, expression: string) => evaluator.text(expression));
}

export function evaluateToken(token: TemplateToken, evaluator: TokenEvaluator): unknown {
  if (isBasicExpression(token)) {
    if (token.blockScalarHeader !== undefined && token.source !== undefined)
      return blockScalar(token, evaluator);
    return evaluator.value(token.expression);
  }
  if (isString(token) || isNumber(token) || isBoolean(token)) return token.value;
  if (isSequence(token)) return [...token].map((item) => evaluateToken(item, evaluator));
  if (isMapping(token)) {
    const result: Record<string, unknown> = {};
    for (const { key, value } of token) {
      result[String(evaluateToken(key, evaluator))] = evaluateToken(value, evaluator);
    }
    return result;
  }
  return null;
}
