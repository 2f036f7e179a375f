// The compact form of the series call (`.../series/compact`, SERIES_COMPACT_PAYLOAD in wire/series.ts), built from the
// same text chunks as the plain form; its columns also feed the binary form (wire/series-binary.ts). Plain TypeScript
// without node or the database, so bench/series-chart.ts answers its synthetic years with exactly what the server sends.

import type { SeriesColumns } from '../../wire/series-binary';

/** Most decimals a scaled value may have: 10^15 and an integer below 2^53 still divide exactly. */
const MAX_SCALE = 15;

/** Fraction digits of a number as the database wrote it (`125.0`, `1.0e-05`, `0.25`), trailing zeros aside. */
export function decimalsOf(text: string): number {
  const e = text.search(/[eE]/);
  const mantissaEnd = e < 0 ? text.length : e;
  const dot = text.indexOf('.');
  let fraction = dot < 0 ? 0 : mantissaEnd - dot - 1;
  while (fraction > 0 && text.charCodeAt(dot + fraction) === 0x30) fraction -= 1;
  const exponent = e < 0 ? 0 : Number(text.slice(e + 1));
  return Math.max(0, fraction - exponent);
}

/**
 * Collects a series chunk by chunk (times and values as comma-separated text, `null` for a bad reading) and writes
 * the compact fields: times as runs of one step, values as integer steps of 10^-scale when every value fits.
 */
export class CompactSeriesBuilder {
  private readonly runs: number[] = [];
  private runStart = Number.NaN;
  private runStep = 0;
  private runCount = 0;
  private lastTs = Number.NaN;
  private values = new Float64Array(16_384);
  private count = 0;
  private scale = 0;

  /** Adds one chunk, oldest first; `tsText` and `valuesText` hold the same number of items. */
  addChunk(tsText: string, valuesText: string): void {
    if (tsText === '') return;
    for (const item of tsText.split(',')) this.addTime(Number(item));
    for (const item of valuesText.split(',')) {
      if (this.count === this.values.length) {
        const grown = new Float64Array(this.values.length * 2);
        grown.set(this.values);
        this.values = grown;
      }
      if (item === 'null') {
        this.values[this.count++] = Number.NaN;
        continue;
      }
      this.values[this.count++] = Number(item);
      if (this.scale <= MAX_SCALE) this.scale = Math.max(this.scale, decimalsOf(item));
    }
  }

  private addTime(ts: number): void {
    if (this.runCount === 0) {
      this.runStart = ts;
      this.runCount = 1;
    } else if (this.runCount === 1) {
      this.runStep = ts - this.lastTs;
      this.runCount = 2;
    } else if (ts - this.lastTs === this.runStep) {
      this.runCount += 1;
    } else {
      this.closeRun();
      this.runStart = ts;
      this.runCount = 1;
    }
    this.lastTs = ts;
  }

  private closeRun(): void {
    if (this.runCount > 0) this.runs.push(this.runStart, this.runCount > 1 ? this.runStep : 0, this.runCount);
    this.runCount = 0;
  }

  /**
   * The scale every good value survives exactly as an integer of 10^-scale, or null. -0 has none: a sum of steps
   * gives +0.
   */
  private exactScale(): number | null {
    if (this.scale > MAX_SCALE) return null;
    const power = 10 ** this.scale;
    for (let i = 0; i < this.count; i += 1) {
      const value = this.values[i] as number;
      if (Number.isNaN(value)) continue;
      const scaled = Math.round(value * power);
      if (!Number.isSafeInteger(scaled) || scaled / power !== value || Object.is(value, -0)) return null;
    }
    return this.scale;
  }

  /** Everything added, for the binary form (wire/series-binary.ts): the time runs flat, the values, their exact scale. */
  columns(): SeriesColumns {
    this.closeRun();
    return { count: this.count, runs: this.runs, values: this.values.subarray(0, this.count), scale: this.exactScale() };
  }

  /**
   * The compact fields after the header (`"encoding":"delta",...,"values":[...]`), in parts of about `partSize`
   * values, so a year goes out piece by piece instead of as one string.
   */
  *fields(partSize = 16_384): Generator<string> {
    const { count, runs, values, scale } = this.columns();
    yield `"encoding":"delta","count":${count},"tsRuns":[${runs.join(',')}],"valueScale":${scale ?? 'null'},"values":[`;
    const power = scale === null ? 1 : 10 ** scale;
    let previous = 0;
    for (let start = 0; start < count; start += partSize) {
      const end = Math.min(count, start + partSize);
      const texts: string[] = [];
      for (let i = start; i < end; i += 1) {
        const value = values[i] as number;
        if (Number.isNaN(value)) {
          texts.push('null');
        } else if (scale === null) {
          texts.push(String(value));
        } else {
          const scaled = Math.round(value * power);
          texts.push(String(scaled - previous));
          previous = scaled;
        }
      }
      yield start === 0 ? texts.join(',') : `,${texts.join(',')}`;
    }
    yield ']';
  }
}
