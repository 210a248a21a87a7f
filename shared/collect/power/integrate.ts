/**
 * Energy of one device over [start, end]: the power at each boundary is interpolated linearly
 * between the samples around it (a sample within a nanosecond of the boundary is used as is),
 * then the trapezoidal rule runs over the boundaries and every sample strictly inside.
 */

export interface Sample {
  t: number;
  p: number;
}

const BOUNDARY_TOLERANCE_S = 1e-9;

/** Power at `x`; the samples are time-sorted and bracket `x`. */
function powerAt(samples: readonly Sample[], x: number): number {
  let lo = 0;
  let hi = samples.length - 1;
  // Binary search for the last sample at or before x.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (samples[mid]!.t <= x) lo = mid;
    else hi = mid - 1;
  }
  const before = samples[lo]!;
  if (Math.abs(before.t - x) <= BOUNDARY_TOLERANCE_S) return before.p;
  const after = samples[lo + 1];
  if (!after) return before.p;
  if (Math.abs(after.t - x) <= BOUNDARY_TOLERANCE_S) return after.p;
  return before.p + ((after.p - before.p) * (x - before.t)) / (after.t - before.t);
}

/** Joules between start and end; the samples are sorted by time and bracket [start, end]. */
export function integrateWindow(samples: readonly Sample[], start: number, end: number): number {
  let previousT = start;
  let previousP = powerAt(samples, start);
  let energy = 0;
  for (const sample of samples) {
    if (!(sample.t > start && sample.t < end)) continue;
    energy += ((sample.t - previousT) * (previousP + sample.p)) / 2;
    previousT = sample.t;
    previousP = sample.p;
  }
  const endP = powerAt(samples, end);
  return energy + ((end - previousT) * (previousP + endP)) / 2;
}

/** Largest step between consecutive samples from the last at or before start to the first at or after end. */
export function bracketGap(samples: readonly Sample[], start: number, end: number): number {
  let first = 0;
  for (let i = 0; i < samples.length; i++) if (samples[i]!.t <= start) first = i;
  let last = samples.length - 1;
  for (let i = samples.length - 1; i >= 0; i--) if (samples[i]!.t >= end) last = i;
  let gap = 0;
  for (let i = first + 1; i <= last; i++) gap = Math.max(gap, samples[i]!.t - samples[i - 1]!.t);
  return gap;
}

/** Plain trapezoid over all samples (no clipping), as the accumulator cross-check uses it. */
export function integrateAll(samples: readonly Sample[]): number {
  let energy = 0;
  for (let i = 1; i < samples.length; i++)
    energy += ((samples[i]!.t - samples[i - 1]!.t) * (samples[i - 1]!.p + samples[i]!.p)) / 2;
  return energy;
}
