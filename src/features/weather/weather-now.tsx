import { Alert, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { WeatherNow } from '../../../server/src/wire/weather';
import { formatRelativeTime } from '../../lib/format/relative-time';
import { SkyIcon, skyLabel } from '../../ui/charts/weather-chart-sky';
import { windDirectionLabel } from './wind-direction';

interface WeatherNowSummaryProps {
  weather: WeatherNow;
  /** When the forecast is read: the age of a stale one is measured from here. */
  now: number;
}

/** Sky, temperature, apparent temperature, humidity and wind now; a stale forecast says how old it is. */
export function WeatherNowSummary({ weather, now }: WeatherNowSummaryProps) {
  const { t } = useTranslation();
  const sky = skyLabel(t, weather.skycon);
  return (
    <div className="sluice-weather-now" data-testid="weather-now">
      <div className="sluice-weather-now__main">
        <SkyIcon code={weather.skycon} label={sky} size={40} />
        <span className="sluice-weather-now__temperature">{Math.round(weather.temperature)} °C</span>
        <span className="sluice-weather-now__sky">{sky}</span>
      </div>
      <Typography.Text type="secondary" className="sluice-weather-now__details">
        <span>{t('weather.now.apparent', { value: Math.round(weather.apparentTemperature) })}</span>
        <span>{t('weather.now.humidity', { value: Math.round(weather.humidity * 100) })}</span>
        <span>
          {t('weather.now.wind', { direction: windDirectionLabel(t, weather.wind.direction), speed: Math.round(weather.wind.speed) })}
        </span>
      </Typography.Text>
      {weather.stale ? (
        <Alert
          type="warning"
          showIcon
          data-testid="weather-stale"
          title={t('weather.stale.age', { age: formatRelativeTime(weather.fetchedAt, now) })}
        />
      ) : (
        <Typography.Text type="secondary" className="sluice-weather-now__updated">
          {t('weather.now.updated', { time: dayjs(weather.fetchedAt).format('HH:mm') })}
        </Typography.Text>
      )}
    </div>
  );
}
