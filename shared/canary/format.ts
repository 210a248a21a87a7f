/** canary-select's outputs as the reference writes them (jq -c) and a reason for humans. */
import {
  CANARY_CONFIG_OUTPUT,
  CANARY_FAMILY_OUTPUT,
  CONC_KEY,
  NODE_COUNT_KEY,
  REMAINING_CONFIG_OUTPUT,
} from './names.js';
import type { CanarySelection } from './select.js';

/**
 * `jq -c` text: compact, non-ASCII as raw UTF-8 (so \u escapes from the priority step come
 * back as characters), DEL escaped. JSON.stringify matches jq for everything else plans hold.
 */
export function jqCompact(value: unknown): string {
  return JSON.stringify(value).replace(/\u007f/g, '\\u007f');
}

export function canaryOutputs(selection: CanarySelection): Record<string, string> {
  return {
    [CANARY_CONFIG_OUTPUT]: jqCompact(selection.canaryConfig),
    [REMAINING_CONFIG_OUTPUT]: jqCompact(selection.remaining),
    [CANARY_FAMILY_OUTPUT]: selection.canary?.family ?? '',
  };
}

/** `dsr1 fp8 h200 sglang tp8 conc 4` (multi-node rows: their node count). */
function describeRow(row: Record<string, unknown>): string {
  const parts = ['model-prefix', 'precision', 'runner', 'framework']
    .map((key) => row[key])
    .filter((value) => typeof value === 'string');
  const tp = row.tp === undefined ? '' : ` tp${String(row.tp)}`;
  const nodes = row[NODE_COUNT_KEY] === undefined ? '' : ` ${String(row[NODE_COUNT_KEY])} nodes`;
  return `${parts.join(' ')}${tp}${nodes} conc ${JSON.stringify(row[CONC_KEY])}`.trim();
}

const WHY: Record<string, string> = {
  'fixed-seq-len': 'the lowest conc among {n} single-node 1k1k/8k1k throughput row(s)',
  agentic: 'the lowest conc among {n} single-node agentic throughput row(s) (the plan has no 1k1k/8k1k row)',
  'multi-node':
    'the fewest nodes, then the lowest conc, among {n} multi-node throughput row(s) (the plan has no single-node throughput row)',
};

function noCanary(selection: CanarySelection): string {
  if (selection.none === 'one-job')
    return `No canary: the plan starts ${selection.jobs} job(s), so a canary would save nothing.`;
  if (selection.candidates === 'fixed-sequence-only')
    return 'No canary: single_node 1k1k/8k1k hold no throughput row and the candidates are limited to them (fixed-sequence-only), so the fan-out runs the whole config.';
  return 'No canary: the plan holds no throughput row (eval rows are never canaries), so the fan-out runs the whole config.';
}

/** One or two sentences: which row, from where, and why it won. */
export function explainCanary(selection: CanarySelection): string {
  const { canary } = selection;
  if (!canary) return noCanary(selection);
  const why = WHY[canary.family.startsWith('multi-node') ? 'multi-node' : canary.family]!.replace(
    '{n}',
    String(canary.candidates),
  );
  const excluded = canary.excludedEvalRows ? `, ${canary.excludedEvalRows} eval row(s) excluded` : '';
  const tie =
    (canary.tied ?? 0) > 1
      ? ` ${canary.tied} candidates share that conc; the first wins (1k1k before 8k1k, then list order).`
      : '';
  return `Canary (${canary.family}): ${describeRow(canary.row)} (${canary.slot}[${canary.index}]), ${why}${excluded}.${tie}`;
}
