import { DownloadOutlined, PictureOutlined } from '@ant-design/icons';
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

/** Range picker (24 h, 7 d, 30 d, 1 y, custom) and the two export buttons, above every chart. */
export const ChartToolbar = memo(function ChartToolbar({
  view,
  onViewChange,
  onExportCsv,
  onExportPng,
  now = Date.now,
}: ChartToolbarProps) {
  const { t } = useTranslation();
  const [pickerOpen, setPickerOpen] = useState(false);
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
              if (value === 'custom') setPickerOpen(true);
              else onViewChange(presetView(value, now()));
            }}
          />
          <DatePicker.RangePicker
            size="small"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            value={[dayjs(view.from), dayjs(view.to)]}
            allowClear={false}
            onChange={(range) => {
              const [from, to] = range ?? [];
              if (from && to && from.valueOf() < to.valueOf()) onViewChange({ from: from.valueOf(), to: to.valueOf() });
            }}
          />
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
