import { Progress, Typography } from 'antd';

export interface ValueBar {
  key: string;
  label: string;
  value: number;
}

/**
 * Values as horizontal bars scaled to the largest, each with its label and number: a category comparison needs no
 * axes, so it is drawn with antd's Progress (theme colours, dark mode) rather than the time-series chart engine.
 */
export function ValueBars({ bars, label }: { bars: readonly ValueBar[]; label: string }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div role="list" aria-label={label} style={{ display: 'grid', gap: 8 }}>
      {bars.map((bar) => (
        <div role="listitem" key={bar.key} style={{ display: 'grid', gridTemplateColumns: '120px 1fr', alignItems: 'center', gap: 12 }}>
          <Typography.Text ellipsis>{bar.label}</Typography.Text>
          <Progress percent={(bar.value / largest) * 100} format={() => bar.value.toLocaleString()} />
        </div>
      ))}
    </div>
  );
}
