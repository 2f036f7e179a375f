export type NumberCell = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'bad'; reason: string };

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Reads one cell of a CSV or TOA5 file as a measurement. */
export function readNumberCell(text: string | undefined): NumberCell {
  const cell = (text ?? '').trim();
  if (cell === '') return { kind: 'empty' };
  if (NUMBER.test(cell)) return { kind: 'number', value: Number(cell) };
  const upper = cell.toUpperCase();
  // Campbell loggers write NAN when a sensor gave no valid measurement, and INF/-INF on overflow.
  if (upper === 'NAN') return { kind: 'bad', reason: 'value is NAN (the logger recorded no valid measurement)' };
  if (upper === 'INF' || upper === '+INF' || upper === '-INF') return { kind: 'bad', reason: 'value is infinite (sensor overflow)' };
  return { kind: 'bad', reason: `value "${cell.slice(0, 30)}" is not a number` };
}
