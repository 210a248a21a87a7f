/**
 * The benchmark window of a raw result: the integration interval [start, end] from the wall-clock
 * stamps, cross-checked against the monotonic `duration`, plus the counts the per-query and
 * per-token metrics divide by. Counts must be positive JSON integers (`16.0` does not count).
 */
import { type JsonValue, integerOf, isObject, numberOf } from './json-value.js';
import { REASON } from './reasons.js';

export interface BenchmarkWindow {
  start_time_unix: number;
  end_time_unix: number;
  reported_duration_s: number;
  integration_duration_s: number;
  completed: number;
  total_input_tokens: number;
  total_output_tokens: number;
}

export interface WindowReading {
  /** Undefined when the stamps do not form an interval (then nothing can be integrated). */
  window?: BenchmarkWindow;
  reasons: string[];
}

function positiveCount(value: JsonValue | undefined): number | undefined {
  const n = integerOf(value);
  return n !== undefined && n > 0 ? n : undefined;
}

export function readBenchmarkWindow(raw: JsonValue | undefined): WindowReading {
  if (!isObject(raw)) return { reasons: [REASON.invalidBenchmarkResult] };
  const start = numberOf(raw.benchmark_start_time_unix);
  const end = numberOf(raw.benchmark_end_time_unix);
  const duration = numberOf(raw.duration);
  if (start === undefined || end === undefined || duration === undefined)
    return { reasons: [REASON.invalidBenchmarkWindow] };
  if (![start, end, duration].every(Number.isFinite) || !(end > start) || !(duration > 0))
    return { reasons: [REASON.invalidBenchmarkWindow] };
  const reasons: string[] = [];
  const span = end - start;
  if (Math.abs(duration - span) > Math.max(0.5, 0.01 * span)) reasons.push(REASON.benchmarkDurationMismatch);
  const completed = positiveCount(raw.completed);
  if (completed === undefined) reasons.push(REASON.invalidSuccessfulQueryCount);
  const input = positiveCount(raw.total_input_tokens);
  if (input === undefined) reasons.push(REASON.invalidInputTokenCount);
  const output = positiveCount(raw.total_output_tokens);
  if (output === undefined) reasons.push(REASON.invalidOutputTokenCount);
  return {
    window: {
      start_time_unix: start,
      end_time_unix: end,
      reported_duration_s: duration,
      integration_duration_s: span,
      completed: completed ?? 0,
      total_input_tokens: input ?? 0,
      total_output_tokens: output ?? 0,
    },
    reasons,
  };
}
