import { CalendarOutlined, DownloadOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, DatePicker, Segmented, Space } from 'antd';
import dayjs from 'dayjs';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartView } from './chart-types';
import { presetOf, presetView, type RangePreset } from './range-presets';

export interface ChartToolbarProps {
  view: ChartView;
  /** Without it the range picker is left out (a chart with a fixed range, e.g. a profile). */
  onViewChange?: (view: ChartView) => void;
  onExportCsv: () => void;
  onExportPng: () => void;
  /** The clock, for tests. */
  now?: () => number;
}

type Choice = RangePreset | 'custom';

/** How the range reads on the toolbar and in the picker. */
const RANGE_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * Range picker (24 h, 7 d, 30 d, 1 y, custom) and the two export buttons, above every chart. The range shows on a
 * button that opens the date-range picker, which mounts at its first use: a page of three charts mounted three of
 * them (their styles, and a render again from their layout effects), the costliest part of opening the page
 * (bench/monitoring-zoom.ts, a task of 64-81 ms).
 */
export const ChartToolbar = memo(function ChartToolbar({
  view,
  onViewChange,
  onExportCsv,
  onExportPng,
  now = Date.now,
}: ChartToolbarProps) {
  const { t } = useTranslation();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerMounted, setPickerMounted] = useState(false);
  const openPicker = () => {
    setPickerMounted(true);
    setPickerOpen(true);
  };
  const choice: Choice = presetOf(view, now()) ?? 'custom';
  const options: { value: Choice; label: string }[] = [
    { value: '24h', label: t('charts.toolbar.range-24h') },
    { value: '7d', label: t('charts.toolbar.range-7d') },
    { value: '30d', label: t('charts.toolbar.range-30d') },
    { value: '1y', label: t('charts.toolbar.range-1y') },
    { value: 'custom', label: t('charts.toolbar.range-custom') },
  ];
  return (
    <Space wrap size={[8, 8]} style={{ width: '100%', justifyContent: 'space-between' }}>
      {onViewChange ? (
        <Space wrap size={[8, 8]} role="group" aria-label={t('charts.toolbar.range-label')}>
          <Segmented<Choice>
            size="small"
            options={options}
            value={choice}
            onChange={(value) => {
              if (value === 'custom') openPicker();
              else onViewChange(presetView(value, now()));
            }}
          />
          {pickerMounted ? (
            <DatePicker.RangePicker
              size="small"
              showTime={{ format: 'HH:mm' }}
              format={RANGE_FORMAT}
              open={pickerOpen}
              onOpenChange={setPickerOpen}
              value={[dayjs(view.from), dayjs(view.to)]}
              allowClear={false}
              onChange={(range) => {
                const [from, to] = range ?? [];
                if (from && to && from.valueOf() < to.valueOf()) onViewChange({ from: from.valueOf(), to: to.valueOf() });
              }}
            />
          ) : (
            <Button
              size="small"
              icon={<CalendarOutlined aria-hidden />}
              aria-haspopup="dialog"
              title={t('charts.toolbar.range-pick')}
              onClick={openPicker}
            >
              {`${dayjs(view.from).format(RANGE_FORMAT)} → ${dayjs(view.to).format(RANGE_FORMAT)}`}
            </Button>
          )}
        </Space>
      ) : (
        <span />
      )}
      <Space size={8}>
        <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={onExportCsv}>
          {t('charts.toolbar.export-csv')}
        </Button>
        <Button size="small" icon={<PictureOutlined aria-hidden />} onClick={onExportPng}>
          {t('charts.toolbar.export-png')}
        </Button>
      </Space>
    </Space>
  );
});
