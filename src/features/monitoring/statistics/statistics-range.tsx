import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { presetView, RANGE_PRESETS, type ChartView, type RangePreset } from '../../../ui/charts';

/** The statistics' range: the chart toolbar's presets (24 h, 7 d, 30 d, 1 y) and any custom range. */
export function StatisticsRange({ view, onChange }: { view: ChartView; onChange: (view: ChartView) => void }) {
  const { t } = useTranslation();
  const label: Record<RangePreset, string> = {
    '24h': t('charts.toolbar.range-24h'),
    '7d': t('charts.toolbar.range-7d'),
    '30d': t('charts.toolbar.range-30d'),
    '1y': t('charts.toolbar.range-1y'),
  };
  const presets = (Object.keys(RANGE_PRESETS) as RangePreset[]).map((preset) => {
    const range = presetView(preset, Date.now());
    return { label: label[preset], value: [dayjs(range.from), dayjs(range.to)] as [dayjs.Dayjs, dayjs.Dayjs] };
  });
  return (
    <DatePicker.RangePicker
      className="sluice-monitoring__range"
      aria-label={t('charts.toolbar.range-label')}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      allowClear={false}
      presets={presets}
      value={[dayjs(view.from), dayjs(view.to)]}
      onChange={(range) => {
        const [from, to] = range ?? [];
        if (from && to && from.valueOf() < to.valueOf()) onChange({ from: from.valueOf(), to: to.valueOf() });
      }}
    />
  );
}
