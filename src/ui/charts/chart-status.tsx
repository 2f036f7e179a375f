import { Button, Empty, Spin, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartStatusProps } from './chart-types';

const CENTRED: CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
};

interface ChartStatusLayerProps extends ChartStatusProps {
  /** Nothing to draw in the range: the no-data message replaces the axes. */
  empty: boolean;
}

/**
 * What sits in the plot area instead of (or over) the drawing: a failure with a retry, a spinner while loading
 * (over the previous drawing, which stays readable while a zoom loads), or the no-data message.
 */
export function ChartStatusLayer({ loading, error, onRetry, empty }: ChartStatusLayerProps) {
  const { t } = useTranslation();
  if (error)
    return (
      <div style={CENTRED} role="alert">
        <Typography.Text type="danger">{error}</Typography.Text>
        {onRetry && (
          <Button size="small" onClick={onRetry}>
            {t('charts.state.retry')}
          </Button>
        )}
      </div>
    );
  if (loading)
    return (
      <div style={CENTRED}>
        <Spin aria-label={t('charts.state.loading')} />
      </div>
    );
  if (empty)
    return (
      <div style={CENTRED}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charts.state.no-data')} />
      </div>
    );
  return null;
}
