import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fitColumnWidths } from '../../../src/ui/data-table/fit-columns';
import { resetTextMeasure } from '../../../src/ui/data-table/text-width';
import { measureColumns } from '../../../src/ui/data-table/use-fitted-columns';

// No canvas here: widths come from the letter-class estimate, so the figures below are exact.
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  resetTextMeasure();
});

const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);

describe('fitting a table to its width', () => {
  const columns = [
    { min: 60, desired: 300, shrinkable: true }, // a description
    { min: 80, desired: 120, shrinkable: true }, // a name
    { min: 90, desired: 90, shrinkable: false }, // a switch
    { min: 240, desired: 240, shrinkable: false }, // the actions
  ];

  it('gives every column what its content asks for when that fits', () => {
    expect(fitColumnWidths(columns, 1000)).toEqual([300, 120, 90, 240]);
  });

  it('narrows the widest text first, keeps set widths, and fills exactly the room there is', () => {
    const widths = fitColumnWidths(columns, 600);
    expect(sum(widths)).toBeLessThanOrEqual(600);
    expect(sum(widths)).toBeGreaterThan(595);
    expect(widths.slice(2)).toEqual([90, 240]);
    expect(widths[1]).toBe(120);
    expect(widths[0]).toBe(150);
  });

  it('never goes under a minimum: the table scrolls instead of a column hiding under the actions', () => {
    expect(fitColumnWidths(columns, 300)).toEqual([60, 80, 90, 240]);
  });
});

describe('measuring columns', () => {
  // The estimate at 14 px: 7 px a Latin letter, 14 a Chinese one; 16 px of padding each side and a 1 px border.
  const options = { paddingPx: 16, font: { family: 'sans-serif', sizePx: 14 }, headerFont: { family: 'sans-serif', sizePx: 14 } };
  const rows = [{ id: '1', name: 'patrolRecordNo', digit: 4 }];

  it('lets an English title wrap between words, keeps a Chinese title whole, and keeps a set width', () => {
    const [english, chinese, fixed] = measureColumns(
      [
        { key: 'digit', title: 'Sequence digits' },
        { key: 'digit', title: '序号位数' },
        { key: 'digit', title: 'Enabled', width: 90 },
      ],
      rows,
      options,
    );
    expect(english?.min).toBe(8 * 7 + 33);
    expect(english?.desired).toBe(15 * 7 + 33);
    expect(chinese?.min).toBe(4 * 14 + 33);
    expect(fixed).toEqual({ min: 90, desired: 90, shrinkable: false });
  });

  it('asks for the widest cell, reading text inside a rendered tag', () => {
    const [code, tagged] = measureColumns(
      [
        { key: 'name', title: 'Code' },
        {
          key: 'digit',
          title: 'X',
          render: (value: number) => ({ type: 'span', props: { children: `${value} digits` }, key: null }) as never,
        },
      ],
      rows,
      options,
    );
    expect(code?.desired).toBe(14 * 7 + 33);
    expect(code?.shrinkable).toBe(true);
    expect(tagged?.desired).toBeGreaterThan(0);
  });
});
