/**
 * The runners file (configs/runners.yaml): `labels` (runner label -> concrete node names)
 * and optional per-fleet `hardware` facts used by the agentic DRAM budget and node counts.
 */
import { z } from 'zod';

const RunnerHardwareSchema = z.strictObject({
  'available-cpu-dram-mib': z.int().check(z.positive()),
  'gpus-per-node': z.int().check(z.positive()),
});

export const RunnerConfigSchema = z.strictObject({
  labels: z.record(z.string(), z.array(z.string()).check(z.minLength(1))),
  hardware: z.optional(z.record(z.string(), RunnerHardwareSchema)),
});
export type RunnerConfig = z.infer<typeof RunnerConfigSchema>;

/** Python type names, as the reference's messages use them (parity of this text is optional). */
export function pythonTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return 'dict';
}
