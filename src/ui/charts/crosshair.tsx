import { theme } from 'antd';
import { memo } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ChartSeriesValue } from './chart-types';
import { columnTitle } from './csv-export';

interface CrosshairProps {
  x: number;
  height: number;
  width: number;
  time: number;
  values: readonly (ChartSeriesValue & { colour: string; y: number | null })[];
}

const formatValue = (value: number) => (Math.abs(value) >= 1000 ? value.toFixed(0) : Number(value.toPrecision(4)).toString());

/** The vertical hair under the pointer, a dot on each series and the read-out box beside it. */
export const Crosshair = memo(function Crosshair({ x, height, width, time, values }: CrosshairProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const onRight = x < width / 2;
  return (
    <>
      <svg width={width} height={height} style={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'visible' }}>
        <line x1={x} x2={x} y1={0} y2={height} stroke={token.colorTextTertiary} strokeDasharray="3 3" />
        {values.map(({ seriesId, colour, y }) => (y === null ? null : <circle key={seriesId} cx={x} cy={y} r={3} fill={colour} />))}
      </svg>
      <div
        role="status"
        style={{
          position: 'absolute',
          top: 8,
          ...(onRight ? { left: x + 12 } : { right: width - x + 12 }),
          pointerEvents: 'none',
          padding: '6px 8px',
          borderRadius: token.borderRadius,
          background: token.colorBgElevated,
          boxShadow: token.boxShadowSecondary,
          color: token.colorText,
          fontSize: token.fontSizeSM,
          whiteSpace: 'nowrap',
          zIndex: 1,
        }}
      >
        <div style={{ color: token.colorTextSecondary }}>{dayjs(time).format(t('charts.time.readout'))}</div>
        {values.map(({ seriesId, label, unit, value, colour }) => (
          <div key={seriesId} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span aria-hidden style={{ width: 8, height: 8, borderRadius: 4, background: colour }} />
            <span>{columnTitle(label, unit)}:</span>
            <strong>{value === null ? t('charts.readout.no-reading') : formatValue(value)}</strong>
          </div>
        ))}
      </div>
    </>
  );
});
