/** Exact powers of ten: an integer below 2^53 divided by one of them is correctly rounded, as JSON.parse would give. */
const POWERS = Array.from({ length: 16 }, (_, power) => 10 ** power);

/**
 * The times of the compact series call (`tsRuns`: flat `[start, step, count, ...]`, wire/series.ts
 * SERIES_COMPACT_PAYLOAD) as one column of `count` times; null when the runs do not add up to `count`.
 */
export function expandTimes(runs: ArrayLike<number>, count: number): Float64Array | null {
  const ts = new Float64Array(count);
  let n = 0;
  for (let r = 0; r + 2 < runs.length; r += 3) {
    const start = runs[r] as number;
    const step = runs[r + 1] as number;
    const length = runs[r + 2] as number;
    if (n + length > count) return null;
    for (let k = 0; k < length; k += 1) ts[n++] = start + k * step;
  }
  return n === count ? ts : null;
}

/**
 * The values of the compact call, in place: with a scale k each good value is the previous one plus `step / 10^k`
 * (summed as integers, so nothing drifts), NaN stays a bad reading; without a scale they are the readings already.
 */
export function expandValues(values: Float64Array, scale: number | null): Float64Array {
  if (scale === null) return values;
  const power = POWERS[scale] ?? 10 ** scale;
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) {
    const step = values[i] as number;
    if (Number.isNaN(step)) continue;
    sum += step;
    values[i] = scale === 0 ? sum : sum / power;
  }
  return values;
}
