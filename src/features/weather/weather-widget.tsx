import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { WeatherChart } from '../../ui/charts/weather-chart';
import { useWeatherNow } from './use-weather';
import { WeatherDays } from './weather-days';
import { WeatherNowSummary } from './weather-now';
import { WeatherState } from './weather-state';
import './weather.css';

/**
 * What the cockpit hands a widget that this one reads. Written here rather than imported: a feature never imports
 * another (the app passes WeatherWidget to the cockpit's slots), and the cockpit's CockpitWidgetProps satisfies it.
 */
export interface WeatherWidgetProps {
  projectId: string;
  widget: { options: { title?: string } };
}

/** The cockpit's weather: sky, temperature, apparent temperature, humidity and wind now, the 24-hour chart, 7 days. */
export function WeatherWidget({ projectId, widget }: WeatherWidgetProps) {
  const { t } = useTranslation();
  const query = useWeatherNow(projectId);
  const weather = query.data;
  return (
    <Card
      size="small"
      title={widget.options.title || t('weather.widget.title')}
      className="sluice-weather-widget"
      data-testid="weather-widget"
    >
      {weather ? (
        <>
          <WeatherNowSummary weather={weather} now={query.dataUpdatedAt || Date.now()} />
          <WeatherChart hours={weather.hourlyVoList} height={200} />
          <WeatherDays days={weather.forecastModelList} />
        </>
      ) : (
        <WeatherState projectId={projectId} error={query.error} onRetry={() => void query.refetch()} />
      )}
    </Card>
  );
}
