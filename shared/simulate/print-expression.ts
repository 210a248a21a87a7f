// Renders an expression AST back to source text, so a reason can quote the exact
// sub-expression that decided (the parser keeps no source spans for groupings).
import {
  Binary,
  ContextAccess,
  Expr,
  FunctionCall,
  Grouping,
  IndexAccess,
  Literal,
  Logical,
  Star,
  Unary,
} from '@actions/expressions/ast';
import { TokenType } from '@actions/expressions/lexer';

export function printExpression(expr: Expr): string {
  if (expr instanceof Literal) return expr.token.lexeme;
  if (expr instanceof ContextAccess) return expr.name.lexeme;
  if (expr instanceof Grouping) return `(${printExpression(expr.group)})`;
  if (expr instanceof Unary) return `${expr.operator.lexeme}${printExpression(expr.expr)}`;
  if (expr instanceof Binary)
    return `${printExpression(expr.left)} ${expr.operator.lexeme} ${printExpression(expr.right)}`;
  if (expr instanceof Logical) return expr.args.map(printExpression).join(` ${expr.operator.lexeme} `);
  if (expr instanceof FunctionCall)
    return `${expr.functionName.lexeme}(${expr.args.map(printExpression).join(', ')})`;
  if (expr instanceof IndexAccess) {
    const target = printExpression(expr.expr);
    if (expr.index instanceof Star) return `${target}.*`;
    if (expr.index instanceof Literal && expr.index.token.type === TokenType.IDENTIFIER)
      return `${target}.${expr.index.token.lexeme}`;
    return `${target}[${printExpression(expr.index)}]`;
  }
  return '*';
}
