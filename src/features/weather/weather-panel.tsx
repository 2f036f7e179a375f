import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WeatherNow } from '../../../server/src/wire/weather';
import { WeatherChart } from '../../ui/charts/weather-chart';
import { useWeatherFuture } from './use-weather';
import { WeatherDays } from './weather-days';
import { WeatherNowSummary } from './weather-now';

interface WeatherPanelProps {
  projectId: string;
  projectName: string;
  weather: WeatherNow;
  /** When the forecast arrived (its query's update time): a stale forecast's age is measured from here. */
  receivedAt: number;
}

/**
 * The top bar's weather panel (seeds/000 section 3): the weather now, the 24-hour chart and the daily forecast with
 * each day's precipitation. Its own chunk: the chart engine loads when the panel first opens, not with the top bar.
 */
export function WeatherPanel({ projectId, projectName, weather, receivedAt }: WeatherPanelProps) {
  const { t } = useTranslation();
  const future = useWeatherFuture(projectId);
  return (
    <div className="sluice-weather-panel" data-testid="weather-panel">
      <Typography.Title level={5} className="sluice-weather-panel__title">
        {projectName ? t('weather.panel.title', { project: projectName }) : t('weather.panel.title-plain')}
      </Typography.Title>
      <WeatherNowSummary weather={weather} now={receivedAt} />
      <Typography.Text strong>{t('weather.panel.hourly')}</Typography.Text>
      <WeatherChart hours={weather.hourlyVoList} height={220} />
      <Typography.Text strong>{t('weather.days.title')}</Typography.Text>
      <WeatherDays days={future.data?.list.slice(0, 7) ?? weather.forecastModelList} />
    </div>
  );
}
