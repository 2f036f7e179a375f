import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';

/** Loading, failed (the server's reason and a retry) or no project: what stands in for the weather until it is there. */
export function WeatherState({ projectId, error, onRetry }: { projectId: string | null; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!projectId) return <Result status="info" title={t('weather.state.no-project')} className="sluice-weather-state" />;
  if (error) {
    return (
      <Result
        status="warning"
        title={t('weather.state.failed')}
        subTitle={error instanceof ApiError && error.msg ? error.msg : undefined}
        className="sluice-weather-state"
        data-testid="weather-failed"
        extra={
          <Button size="small" onClick={onRetry}>
            {t('weather.state.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="sluice-weather-state" role="status">
      <Spin aria-label={t('weather.state.loading')} />
    </div>
  );
}
