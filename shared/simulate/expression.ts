// Compiling and evaluating GitHub expressions with @actions/expressions (a pure library:
// lexer, parser, evaluator; no runner, no network), plus the job status functions the
// library leaves to its host (implicit success() and cancellation).
import { Evaluator, Lexer, Parser, data } from '@actions/expressions';
import type { Expr } from '@actions/expressions';
import type { FunctionDefinition } from '@actions/expressions/funcs/info';
import { truthy } from '@actions/expressions/result';

export type Context = Record<string, unknown>;

/** The inputs of the four status functions at job level. */
export interface StatusState {
  /** Results of every ancestor in the transitive needs graph. */
  ancestorResults: string[];
  runCancelled: boolean;
}

function statusFunction(name: string, value: (state: StatusState) => boolean, state: StatusState) {
  const definition: FunctionDefinition = {
    name,
    minArgs: 0,
    maxArgs: 0,
    call: () => new data.BooleanData(value(state)),
  };
  return definition;
}

/** success(): every ancestor succeeded and the run is not cancelled; failure(): some ancestor failed. */
export function statusFunctions(state: StatusState): Map<string, FunctionDefinition> {
  const functions = [
    statusFunction(
      'success',
      (s) => !s.runCancelled && s.ancestorResults.every((r) => r === 'success'),
      state,
    ),
    statusFunction('failure', (s) => s.ancestorResults.some((r) => r === 'failure'), state),
    statusFunction('cancelled', (s) => s.runCancelled, state),
    statusFunction('always', () => true, state),
  ];
  return new Map(functions.map((f) => [f.name, f]));
}

const PARSE_STATE: StatusState = { ancestorResults: [], runCancelled: false };

/** Parses an expression; throws ExpressionError (with the offending token) on bad syntax. */
export function compileExpression(source: string, contextNames: string[]): Expr {
  const tokens = new Lexer(source).lex().tokens;
  return new Parser(tokens, contextNames, [...statusFunctions(PARSE_STATE).values()]).parse();
}

/** Converted context values by the object they came from (see toExpressionData). */
export type ConvertedValues = WeakMap<object, data.ExpressionData>;

/**
 * Converts a plain context object to the library's case-insensitive dictionaries. With
 * `converted`, each top-level value that is an object is converted once and reused: one
 * simulation hands the same `github`, `vars` and `inputs` to every job, and evaluation only
 * reads them (the event payload is most of the conversion's cost).
 */
export function toExpressionData(context: Context, converted?: ConvertedValues): data.Dictionary {
  if (!converted) return JSON.parse(JSON.stringify(context), data.reviver) as data.Dictionary;
  const dictionary = new data.Dictionary();
  for (const [key, value] of Object.entries(context)) {
    // JSON drops undefined members; so does this.
    if (value === undefined) continue;
    const shared = typeof value === 'object' && value !== null ? value : undefined;
    let result = shared && converted.get(shared);
    if (!result) {
      result = JSON.parse(JSON.stringify(value), data.reviver) as data.ExpressionData;
      if (shared) converted.set(shared, result);
    }
    dictionary.add(key, result);
  }
  return dictionary;
}

export function evaluate(
  expr: Expr,
  context: data.Dictionary,
  functions: Map<string, FunctionDefinition>,
): data.ExpressionData {
  return new Evaluator(expr, context, functions).evaluate();
}

export { truthy };

/** Plain JS value of an expression result (for matrices, reasons and JSON output). */
export function toPlain(value: data.ExpressionData): unknown {
  switch (value.kind) {
    case data.Kind.Null:
      return null;
    case data.Kind.Boolean:
    case data.Kind.Number:
    case data.Kind.String:
      return (value as data.BooleanData | data.NumberData | data.StringData).value;
    case data.Kind.Array:
      return (value as data.Array).values().map(toPlain);
    default:
      return Object.fromEntries(
        (value as data.Dictionary).pairs().map(({ key, value: v }) => [key, toPlain(v)]),
      );
  }
}
