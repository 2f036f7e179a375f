import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../src/lib/i18n';
import { ChartFrame } from '../../../src/ui/charts/chart-frame';
import { ChartToolbar } from '../../../src/ui/charts/chart-toolbar';
import { TimeSeriesChart } from '../../../src/ui/charts/time-series-chart';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { aggregatedOf, lineSeries } from './support/aggregated';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 25, 12);

/** jsdom's Blob has no text(); FileReader reads its bytes, decoded keeping the BOM. */
function readText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('nothing was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('<ChartToolbar>', () => {
  it.each([
    ['en', 'Export CSV', 'Export PNG'],
    ['zh-CN', '导出 CSV', '导出 PNG'],
    ['zh-TW', '匯出 CSV', '匯出 PNG'],
  ] as const)('names its export buttons in %s, keeping CSV and PNG', async (language, csv, png) => {
    await changeLanguage(language);
    render(<ChartToolbar view={{ from: NOW - HOUR, to: NOW }} onExportCsv={() => undefined} onExportPng={() => undefined} />);
    expect(screen.getByRole('button', { name: csv })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: png })).toBeInTheDocument();
  });

  it('sets a preset range ending now', async () => {
    await changeLanguage('en');
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onViewChange = vi.fn();
    render(
      <ChartToolbar
        view={{ from: NOW - HOUR, to: NOW }}
        onViewChange={onViewChange}
        onExportCsv={() => undefined}
        onExportPng={() => undefined}
        now={() => NOW}
      />,
    );
    const ranges = screen.getByRole('group', { name: 'Time range' });
    await user.click(within(ranges).getByText('7 d'));
    expect(onViewChange).toHaveBeenCalledWith({ from: NOW - 7 * 24 * HOUR, to: NOW });
  });

  it('shows the range on a button, which opens the date-range picker on it', async () => {
    await changeLanguage('en');
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const view = { from: NOW - 3 * HOUR, to: NOW };
    render(
      <ChartToolbar
        view={view}
        onViewChange={() => undefined}
        onExportCsv={() => undefined}
        onExportPng={() => undefined}
        now={() => NOW}
      />,
    );
    const [from, to] = [dayjs(view.from).format('YYYY-MM-DD HH:mm'), dayjs(view.to).format('YYYY-MM-DD HH:mm')];
    const rangeButton = screen.getByRole('button', { name: `${from} → ${to}` });
    expect(rangeButton).toHaveAttribute('title', 'Choose the time range');
    // The picker is not there until it is asked for.
    expect(document.querySelector('.ant-picker-range')).toBeNull();
    await user.click(rangeButton);
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
    const inputs = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')].map((input) => input.value);
    expect(inputs).toEqual([from, to]);
  });
});

describe('<ChartFrame>', () => {
  const view = { from: NOW - 3 * HOUR, to: NOW };
  const series = [
    lineSeries(
      'p1',
      aggregatedOf(view.from, HOUR, [
        [1, 1, 1, 1.5],
        [2, 2, 2, 2.5],
        [3, 3, 3, 3.5],
      ]),
      { label: 'P-01' },
    ),
    lineSeries(
      'r1',
      aggregatedOf(view.from, HOUR, [
        [9, 9, 9, 9],
        [9, 9, 9, 9],
        [9, 9, 9, 9],
      ]),
      { label: 'Reservoir', axis: 'right' },
    ),
  ];

  function renderFrame() {
    return render(
      <ChartFrame title="P-01 level" exportName="P-01" view={view} onViewChange={() => undefined}>
        <TimeSeriesChart series={series} view={view} />
      </ChartFrame>,
    );
  }

  it('exports the CSV of the shown series only', async () => {
    await changeLanguage('en');
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const saved: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:chart';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderFrame();
    await user.click(screen.getByRole('button', { name: 'Reservoir (m)' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(names[0]).toMatch(/^P-01-\d{8}-\d{4}\.csv$/);
    const text = await readText(saved[0]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,P-01 (m)');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['1.5', '2.5', '3.5']);
  });

  it('asks for the PNG’s title, offering the chart’s', async () => {
    await changeLanguage('zh-CN');
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderFrame();
    await user.click(screen.getByRole('button', { name: '导出 PNG' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('图片标题（可不填）')).toHaveValue('P-01 level'));
  });
});
