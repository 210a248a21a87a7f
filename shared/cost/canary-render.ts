/** The canary's saving in words, for the setup summary (Markdown) and the CLI (text). */
import type { CanarySaving } from './canary.js';
import { hours } from './render.js';
import type { CostEstimate } from './schema.js';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** `about 96 GPU-node-hours (range 80–120; 3 of the jobs of unknown cost)`, or why it is unknown. */
function burn(estimate: CostEstimate): string {
  if (estimate.known === 0) return 'GPU-node-hours unknown (no past job of these configs)';
  const { low, median, high } = estimate.nodeHours;
  const unknown = estimate.unknown ? `; ${estimate.unknown} of the jobs of unknown cost, not counted` : '';
  return `about ${hours(median)} GPU-node-hours (range ${hours(low)}–${hours(high)}${unknown})`;
}

/** Job name of the canary without the caller (the row's own words). */
const rowOf = (saving: CanarySaving) => saving.canary!.name.slice(saving.canary!.name.indexOf(' / ') + 3);

/** The saving in sentences; `code` wraps names (Markdown backticks, or nothing). */
function canarySentences(saving: CanarySaving, code = (text: string) => text): string[] {
  const fanOut = saving.fanOut;
  if (!saving.canary) {
    return [
      `No canary: ${saving.none ?? 'none was chosen'}.`,
      fanOut.jobs > 1
        ? `A fault every job shares shows only once the fan-out's ${plural(fanOut.jobs, 'job')} have started: ${burn(fanOut)} at stake.`
        : '',
    ].filter(Boolean);
  }
  const own =
    saving.canaryCost && saving.canaryCost.known
      ? `about ${hours(saving.canaryCost.nodeHours.median)}`
      : 'unknown';
  return [
    `Canary (${saving.family}, with full-sweep-enabled or full-sweep-fail-fast): ${code(rowOf(saving))} ` +
      `runs first, alone (${saving.canary.nodes ?? '?'} node(s), ${own} GPU-node-hours).`,
    fanOut.jobs
      ? `If it fails, the fan-out's ${plural(fanOut.jobs, 'job')} never start: ${burn(fanOut)} that a fault every job shares would otherwise burn.`
      : 'The canary is the only job: nothing waits for it.',
  ];
}

export function canaryMarkdown(saving: CanarySaving): string {
  return `### Canary\n\n${canarySentences(saving, (t) => `\`${t}\``).join(' ')}\n`;
}

export function canaryText(saving: CanarySaving): string {
  return `${canarySentences(saving).join('\n')}\n`;
}
