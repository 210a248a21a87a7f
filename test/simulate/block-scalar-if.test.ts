// Job conditions written as YAML block scalars around `${{ }}`, as many real workflows write
// them: the simulator must evaluate what GitHub evaluates (the scalar's value, trimmed), not the
// indented source text the workflow parser hands an editor.
import { describe, expect, it } from '@jest/globals';
import { blockScalarValue, conditionExpression } from '../../shared/simulate/block-scalar-if.js';
import { simulateWorkflow } from '../../shared/simulate/simulate.js';
import { type SimulationResult } from '../../shared/simulate/types.js';
import { DOWNSTREAM_ROWS, FRONT_GATE_ROWS, rowDisagreements } from '../workflows/tables.js';
import { readWorkflowText } from '../workflows/workflow-files.js';
import { statuses } from './simulate-helper.js';

describe('conditionExpression: the expression GitHub evaluates for a trimmed condition', () => {
  it.each([
    ['one expression', "${{ a == 'x' }}", "a == 'x'"],
    ['one expression over lines', '${{ a\n  && b }}', 'a\n  && b'],
    ['no markers', "a == 'x'", "a == 'x'"],
    ['closing braces inside a string', "${{ a == '}}' }}", "a == '}}'"],
    ['an escaped quote inside a string', "${{ a == 'it''s }}' }}", "a == 'it''s }}'"],
    ['two expressions', '${{ a }} && ${{ b }}', "format('{0} && {1}', a, b)"],
    ['text around one expression', "x ${{ a }} 'y' {z}", "format('x {0} ''y'' {{z}}', a)"],
    ['an unclosed expression', '${{ a', "format('${{{{ a')"],
    ['empty', '', ''],
  ])('%s', (_name, text, expected) => {
    expect(conditionExpression(text)).toBe(expected);
  });
});

describe('blockScalarValue: YAML folding and chomping', () => {
  it.each([
    ['>-', '  a\n  && b\n', 'a && b'],
    ['>-', '  a\n    && b\n', 'a\n  && b'],
    ['|', '  a\n  b\n', 'a\nb\n'],
    ['|-', '  a\n  b\n', 'a\nb'],
    ['>', '  a\n  b\n', 'a b\n'],
    ['|+', '  a\n\n', 'a\n\n'],
  ])('%s over %j', (header, body, expected) => {
    expect(blockScalarValue(header, body)).toBe(expected);
  });
});

function workflow(condition: string): string {
  return [
    'name: t',
    'on: { pull_request: { types: [labeled] } }',
    'jobs:',
    '  setup:',
    '    runs-on: ubuntu-latest',
    '    outputs: { go: "${{ steps.s.outputs.go }}" }',
    '    steps: [{ id: s, run: echo }]',
    '  gated:',
    '    needs: setup',
    condition,
    '    runs-on: ubuntu-latest',
    '    steps: [{ run: echo }]',
    '',
  ].join('\n');
}

async function gated(condition: string, go: string): Promise<SimulationResult> {
  return simulateWorkflow({
    workflowText: workflow(condition),
    fileName: 't.yml',
    event: { name: 'pull_request', payload: { action: 'labeled', label: { name: 'x' } } },
    jobOutputs: { setup: { go } },
  });
}

describe('a block-scalar condition gates the job as GitHub does', () => {
  const styles: [string, string][] = [
    [
      'folded, stripped',
      "    if: >-\n      ${{ needs.setup.outputs.go == 'true'\n          && github.event.label.name == 'x' }}",
    ],
    ['folded, clipped', "    if: >\n      ${{ needs.setup.outputs.go == 'true' }}"],
    ['literal, clipped', "    if: |\n      ${{ needs.setup.outputs.go == 'true' }}"],
    ['literal, stripped', "    if: |-\n      ${{ needs.setup.outputs.go == 'true'\n        && true }}"],
    ['folded, no markers', "    if: >-\n      needs.setup.outputs.go == 'true'\n      && true"],
    ['plain, for comparison', "    if: ${{ needs.setup.outputs.go == 'true' }}"],
  ];
  it.each(styles)('%s', async (_style, condition) => {
    expect(statuses(await gated(condition, 'false')).gated).toBe('skipped');
    expect(statuses(await gated(condition, 'true')).gated).toBe('run');
  });

  it('a reason quotes the condition on one line', async () => {
    const result = await gated(styles[0]![1], 'false');
    expect(result.jobs.gated!.reason).toBe(
      "needs.setup.outputs.go == 'true' is false (needs.setup.outputs.go is 'false')",
    );
    const ran = await gated(styles[0]![1], 'true');
    expect(ran.jobs.gated!.reason).not.toContain('\n');
  });

  it('text around the expression is a non-empty string, so the job runs (GitHub does the same)', async () => {
    const condition = "    if: >-\n      ${{ needs.setup.outputs.go == 'true' }} extra";
    expect(statuses(await gated(condition, 'false')).gated).toBe('run');
  });
});

/**
 * The shipped run-sweep.yml rewritten in the style of workflows that wrap every job condition in
 * `${{ }}` inside a block scalar: `>-` conditions stay folded, single-line ones become `|`.
 */
function blockScalarStyle(text: string): { text: string; count: number } {
  let count = 0;
  const folded = text.replace(/^( {4}if: >-\n)((?: {6,}.*\n)+)/gm, (_all, head: string, body: string) => {
    count++;
    const lines = body.replace(/\n$/, '').split('\n');
    lines[0] = lines[0]!.replace(/^( +)/, '$1${{ ');
    lines[lines.length - 1] += ' }}';
    return `${head}${lines.join('\n')}\n`;
  });
  const literal = folded.replace(/^ {4}if: (?!>-|\||\$\{\{)(.+)$/gm, (_all, condition: string) => {
    count++;
    return `    if: |\n      \${{ ${condition} }}`;
  });
  return { text: literal, count };
}

describe('run-sweep.yml in block-scalar style gives the same decisions', () => {
  const original = readWorkflowText('run-sweep.yml');
  const { text, count } = blockScalarStyle(original);

  it('the copy rewrote every job condition', () => {
    expect(count).toBeGreaterThanOrEqual(20);
    expect(text).not.toMatch(/^ {4}if: (?!>-|\|)/m);
  });

  it.each([...FRONT_GATE_ROWS, ...DOWNSTREAM_ROWS].map((row) => [row.id, row] as const))(
    '%s',
    async (_id, row) => {
      expect(await rowDisagreements(row, text)).toEqual([]);
    },
  );
});
