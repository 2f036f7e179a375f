import { describe, expect, it } from 'vitest';
import { summarise } from '../../../src/ui/table-summary/summarise';

describe('summarise', () => {
  it('totals numbers and numeric text, skipping anything else', () => {
    const rows = [{ amount: 10, qty: '2' }, { amount: '1,000.5', qty: 'n/a' }, { amount: null, qty: 3 }, { qty: '' }];
    expect(summarise(rows, ['amount', 'qty'])).toEqual({ amount: 1010.5, qty: 5 });
  });

  it('rounds to the most decimals among the values', () => {
    expect(summarise([{ v: 0.1 }, { v: 0.2 }], ['v'])).toEqual({ v: 0.3 });
    expect(summarise([{ v: 1.005 }, { v: 2 }], ['v'])).toEqual({ v: 3.005 });
  });

  it('totals nothing as 0', () => {
    expect(summarise([], ['v'])).toEqual({ v: 0 });
  });
});
