import { describe, expect, it } from 'vitest';
import { exportFileName, paintHeader, pngLayout } from '../../../src/ui/charts/png-export';

/** A 2D context that records what was written on it. */
function recordingContext() {
  const texts: { text: string; x: number; y: number; font: string }[] = [];
  const context = {
    fillStyle: '',
    font: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    fillRect: () => undefined,
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y, font: this.font });
    },
    measureText: (text: string) => ({ width: text.length * 7 }),
  };
  return { context: context as unknown as CanvasRenderingContext2D, texts };
}

const STYLE = { background: '#fff', text: '#000', fontFamily: 'sans-serif' };

describe('the PNG header', () => {
  it('adds a band for the title above the legend and the chart, and writes the title centred', () => {
    const header = { title: '  P-01 piezometric level  ', legend: [{ label: 'P-01 (m)', colour: '#1677ff' }] };
    const layout = pngLayout(800, 350, header);
    expect(layout).toEqual({ width: 800, height: 36 + 24 + 350, titleY: 24, legendY: 52, chartY: 60 });
    const { context, texts } = recordingContext();
    paintHeader(context, layout, header, STYLE);
    expect(texts[0]).toMatchObject({ text: 'P-01 piezometric level', x: 400, y: 24 });
    expect(texts[0]?.font).toContain('16px');
    expect(texts[1]).toMatchObject({ text: 'P-01 (m)', y: 52 });
  });

  it('leaves the title out when none is given', () => {
    const header = { title: ' ', legend: [] };
    const layout = pngLayout(640, 350, header);
    expect(layout).toEqual({ width: 640, height: 350, titleY: null, legendY: null, chartY: 0 });
    const { context, texts } = recordingContext();
    paintHeader(context, layout, header, STYLE);
    expect(texts).toEqual([]);
  });

  it('names the file after the chart and the time, without characters file systems refuse', () => {
    expect(exportFileName('P-01 / level', 'png', new Date(2026, 10, 25, 9, 5))).toBe('P-01_level-20261125-0905.png');
    expect(exportFileName('  ', 'csv', new Date(2026, 0, 2, 3, 4))).toBe('chart-20260102-0304.csv');
  });
});
