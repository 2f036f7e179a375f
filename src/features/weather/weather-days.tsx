import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { WeatherDay } from '../../../server/src/wire/weather';
import '../../lib/dayjs-locale';
import { SkyIcon, skyLabel } from '../../ui/charts/weather-chart-sky';

/** A forecast day; the daily forecast call adds the day's precipitation. */
export type ForecastDay = WeatherDay & { precipitation?: number };

/**
 * The daily forecast, one row per day: weekday, sky, lowest to highest temperature, and precipitation when known. The
 * list starts today in the project's time zone (the server's dates), so its first day is called today.
 */
export function WeatherDays({ days }: { days: readonly ForecastDay[] }) {
  const { t } = useTranslation();
  const today = days[0]?.date;
  return (
    <ul className="sluice-weather-days" aria-label={t('weather.days.title')} data-testid="weather-days">
      {days.map((day) => {
        const sky = skyLabel(t, day.skycon);
        return (
          <li key={day.date} className="sluice-weather-days__day">
            <span className="sluice-weather-days__name">
              {day.date === today ? t('weather.days.today') : dayjs(day.date).format('ddd')}
            </span>
            <span className="sluice-weather-days__date">{dayjs(day.date).format('MM-DD')}</span>
            <SkyIcon code={day.skycon} label={sky} size={20} />
            <span className="sluice-weather-days__sky">{sky}</span>
            <span className="sluice-weather-days__range">
              {t('weather.days.range', { min: Math.round(day.minTemperature), max: Math.round(day.maxTemperature) })}
            </span>
            {day.precipitation === undefined ? null : (
              <span className="sluice-weather-days__rain">{t('weather.days.precipitation', { value: day.precipitation.toFixed(1) })}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
