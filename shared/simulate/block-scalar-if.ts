// Job `if:` conditions written as YAML block scalars (`if: >-` or `if: |` over several lines).
//
// GitHub reads such a condition as the scalar's YAML value, trimmed (the server trims `if:`, so
// the clip chomping's trailing newline does not matter), and evaluates a value that is one
// `${{ }}` as that expression. @actions/workflow-parser, which serves an editor, builds the
// expression from the raw source text of a multi-line scalar instead, indentation and line breaks
// included, so `${{ x == 'true' }}` becomes `format('      {0}\n', x == 'true')`: a non-empty
// string, always true. The parser keeps the block scalar's header and source on the token; this
// module rebuilds the condition from them as GitHub does, before the template is converted.
import { isMapping } from '@actions/workflow-parser';
import { BasicExpressionToken } from '@actions/workflow-parser/templates/tokens/basic-expression-token';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { parse as parseYaml } from 'yaml';

const OPEN = '${{';
const CLOSE = '}}';

/** The value of a block scalar from its header (`>-`, `|`, ...) and its indented body. */
export function blockScalarValue(header: string, body: string): string {
  const value: unknown = parseYaml(`v: ${header}\n${body}`);
  return String((value as { v?: unknown } | null)?.v ?? '');
}

/** Index of the `}}` closing the expression opened before `from`, skipping quoted strings. */
function closingIndex(text: string, from: number): number {
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "'")
      quoted = !quoted; // '' inside a string toggles twice: still quoted
    else if (!quoted && text.startsWith(CLOSE, i)) return i;
  }
  return -1;
}

/**
 * The expression GitHub evaluates for a trimmed condition text: the inner expression when the text
 * is one `${{ }}`, `format(...)` when `${{ }}` is embedded in other text (GitHub's own rule for
 * such strings), and the text itself when it has no `${{` (conditions may omit the markers).
 */
export function conditionExpression(text: string): string {
  if (!text.includes(OPEN)) return text;
  const literals: string[] = [];
  const expressions: string[] = [];
  let rest = 0;
  for (let start = text.indexOf(OPEN); start >= 0; start = text.indexOf(OPEN, rest)) {
    const end = closingIndex(text, start + OPEN.length);
    if (end < 0) break;
    literals.push(text.slice(rest, start));
    expressions.push(text.slice(start + OPEN.length, end).trim());
    rest = end + CLOSE.length;
  }
  const tail = text.slice(rest);
  if (expressions.length === 1 && literals[0] === '' && tail === '') return expressions[0]!;
  const escape = (s: string) => s.replace(/'/g, "''").replace(/\{/g, '{{').replace(/\}/g, '}}');
  const format = literals.map((literal, i) => `${escape(literal)}{${i}}`).join('') + escape(tail);
  return `format('${format}'${expressions.map((e) => `, ${e}`).join('')})`;
}

/** Replaces each job's multi-line block-scalar `if:` by the expression GitHub evaluates. */
export function foldBlockScalarConditions(root: TemplateToken): void {
  const jobs = isMapping(root) ? root.find('jobs') : undefined;
  if (!jobs || !isMapping(jobs)) return;
  for (const { value: job } of jobs) {
    if (!isMapping(job)) continue;
    for (const pair of job) {
      if (String(pair.key) !== 'if') continue;
      const token = pair.value as TemplateToken & { blockScalarHeader?: string; source?: string };
      if (!token.blockScalarHeader || token.source === undefined) continue;
      const text = blockScalarValue(token.blockScalarHeader, token.source).trim();
      (pair as { value: TemplateToken }).value = new BasicExpressionToken(
        token.file,
        token.range,
        conditionExpression(text),
        token.definitionInfo,
        undefined,
        text,
      );
    }
  }
}
