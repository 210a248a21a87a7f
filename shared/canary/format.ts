/** canary-select's outputs as the reference writes them (jq -c) and a reason for humans. */
import { CANARY_CONFIG_OUTPUT, CONC_KEY, REMAINING_CONFIG_OUTPUT, SINGLE_NODE_KEY } from './names.js';
import type { CanarySelection } from './select.js';

/**
 * `jq -c` text: compact, non-ASCII as raw UTF-8 (so \u escapes from the priority step come
 * back as characters), DEL escaped. JSON.stringify matches jq for everything else plans hold.
 */
function jqCompact(value: unknown): string {
  return JSON.stringify(value).replace(/\u007f/g, '\\u007f');
}

export function canaryOutputs(selection: CanarySelection): Record<string, string> {
  return {
    [CANARY_CONFIG_OUTPUT]: jqCompact(selection.canaryConfig),
    [REMAINING_CONFIG_OUTPUT]: jqCompact(selection.remaining),
  };
}

function describeRow(row: Record<string, unknown>): string {
  const parts = ['model-prefix', 'precision', 'runner', 'framework']
    .map((key) => row[key])
    .filter((value) => typeof value === 'string');
  const tp = row.tp === undefined ? '' : ` tp${String(row.tp)}`;
  return `${parts.join(' ')}${tp} conc ${JSON.stringify(row[CONC_KEY])}`.trim();
}

/** One or two sentences: which row, from where, and why it won. */
export function explainCanary(selection: CanarySelection): string {
  const { canary } = selection;
  if (!canary) {
    return `No canary: ${SINGLE_NODE_KEY} 1k1k/8k1k hold no throughput row (agentic, multi-node and eval rows are never canaries), so the fan-out runs the whole config.`;
  }
  const excluded = canary.excludedEvalRows ? `, ${canary.excludedEvalRows} eval row(s) excluded` : '';
  const tie =
    canary.tied > 1
      ? ` ${canary.tied} candidates share that conc; the first wins (1k1k before 8k1k, then list order).`
      : '';
  return (
    `Canary: ${describeRow(canary.row)} (${SINGLE_NODE_KEY}.${canary.group}[${canary.index}]), ` +
    `the lowest conc among ${canary.candidates} candidate row(s) in 1k1k and 8k1k${excluded}.${tie}`
  );
}
