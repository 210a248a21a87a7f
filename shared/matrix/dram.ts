/**
 * Agentic KV-offload DRAM budget, `total-cpu-dram-gb`,
 * computed exactly with BigInt: the utilization is taken as the decimal of its shortest
 * text form (as the reference's Decimal(str(u)) does), so no binary rounding at the floor.
 */
import { SweepkitError } from '../errors.js';
import type { RunnerConfig } from '../config/runners-schema.js';
import type { RawEntry } from '../config/load.js';

/** 3 TB (decimal) in MiB: the most host DRAM a job may use. */
const DRAM_CAP_MIB = 2_861_022n;
const MIB = 1_048_576n;
const GB = 1_000_000_000n;

/** An exact fraction for a finite JS number, from its shortest decimal text. */
function decimalFraction(value: number): [bigint, bigint] {
  const [mantissa, exponentText] = String(value).toLowerCase().split('e') as [string, string | undefined];
  const negative = mantissa.startsWith('-');
  const [whole, frac = ''] = mantissa.replace('-', '').split('.') as [string, string | undefined];
  let numerator = BigInt(`${whole}${frac}`);
  let denominator = 10n ** BigInt(frac.length);
  const exponent = Number(exponentText ?? 0);
  if (exponent > 0) numerator *= 10n ** BigInt(exponent);
  else if (exponent < 0) denominator *= 10n ** BigInt(-exponent);
  return [negative ? -numerator : numerator, denominator];
}

function hardwareFact(
  runners: RunnerConfig,
  label: string,
  field: 'available-cpu-dram-mib' | 'gpus-per-node',
): number {
  const value = runners.hardware?.[label]?.[field];
  if (value === undefined)
    throw new SweepkitError({
      entry: label,
      message: `Runner '${label}' requires '${field}' in runner hardware metadata. Available hardware keys: ${Object.keys(
        runners.hardware ?? {},
      )
        .sort()
        .join(', ')}`,
      hint: `add a hardware entry for '${label}' to the runners file`,
    });
  return value;
}

/** GPUs a row counts against its node, with the reference's topology errors. */
function countedGpus(entry: RawEntry, gpn: number, runner: string): number {
  if (entry.prefill == null) {
    const tp = entry.tp as number;
    const pp = (entry.pp as number | undefined) ?? 1;
    const pcp = (entry['pcp-size'] as number | undefined) ?? 1;
    const g = tp * pp * pcp;
    if (g > gpn)
      throw new SweepkitError({
        entry: runner,
        message: `tp=${tp} with pp=${pp} and pcp-size=${pcp} requires ${g} GPUs and exceeds gpus-per-node=${gpn} for runner '${runner}'`,
      });
    return g;
  }
  const prefill = entry.prefill as RawEntry;
  const r =
    (prefill.tp as number) *
    ((prefill.pp as number | undefined) ?? 1) *
    ((prefill['pcp-size'] as number | undefined) ?? 1);
  if (r > gpn) {
    if (r % gpn !== 0)
      throw new SweepkitError({
        entry: runner,
        message: `worker tp*pp*pcp-size=${r} spans multiple nodes but is not a multiple of gpus-per-node=${gpn}`,
      });
    return gpn;
  }
  if (gpn % r !== 0)
    throw new SweepkitError({
      entry: runner,
      message: `worker tp*pp*pcp-size=${r} does not divide gpus-per-node=${gpn} evenly`,
    });
  return r;
}

/** `total-cpu-dram-gb` of an agentic search-space entry on the config's runner label. */
export function totalCpuDramGb(
  entry: RawEntry,
  utilization: number | null | undefined,
  runnerLabel: string,
  runners: RunnerConfig,
): number {
  if (entry['kv-offloading'] !== 'dram') return 0;
  const available = BigInt(hardwareFact(runners, runnerLabel, 'available-cpu-dram-mib'));
  const gpn = hardwareFact(runners, runnerLabel, 'gpus-per-node');
  const g = countedGpus(entry, gpn, runnerLabel);
  const capped = available < DRAM_CAP_MIB ? available : DRAM_CAP_MIB;
  const [num, den] = decimalFraction(utilization as number);
  return Number((capped * MIB * num * BigInt(g)) / (den * BigInt(gpn) * GB));
}
