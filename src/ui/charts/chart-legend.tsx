import { theme } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnTitle } from './csv-export';

export interface LegendItem {
  id: string;
  label: string;
  unit: string;
  colour: string;
  kind: 'line' | 'bars';
}

interface ChartLegendProps {
  items: readonly LegendItem[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/**
 * The series with their colours; pressing one hides or shows it (the axes rescale to what stays). Memoised: a zoom or
 * a live reading changes the data, not the legend (give it stable `items` and `onToggle`).
 */
export const ChartLegend = memo(function ChartLegend({ items, hidden, onToggle }: ChartLegendProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div role="group" aria-label={t('charts.legend.label')} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', minHeight: 22 }}>
      {items.map((item) => {
        const shown = !hidden.has(item.id);
        return (
          <button
            key={item.id}
            type="button"
            aria-pressed={shown}
            title={t('charts.legend.toggle')}
            onClick={() => onToggle(item.id)}
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 6,
              padding: '0 4px',
              border: 'none',
              background: 'none',
              cursor: 'pointer',
              font: 'inherit',
              fontSize: token.fontSizeSM,
              color: shown ? token.colorText : token.colorTextDisabled,
              textDecoration: shown ? 'none' : 'line-through',
            }}
          >
            <span
              aria-hidden
              style={{
                width: item.kind === 'bars' ? 10 : 16,
                height: item.kind === 'bars' ? 10 : 3,
                borderRadius: 1,
                background: shown ? item.colour : token.colorTextDisabled,
              }}
            />
            {columnTitle(item.label, item.unit)}
          </button>
        );
      })}
    </div>
  );
});
