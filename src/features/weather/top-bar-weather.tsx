import { Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '../../ui/page-loading';
import { useTranslation } from 'react-i18next';
import { useSelectedProject } from '../../lib/selected-project';
import { SkyIcon, skyLabel } from '../../ui/charts/weather-chart-sky';
import { useWeatherNow } from './use-weather';
import './weather.css';

// The panel brings the chart engine (visx, d3): it loads when first opened, so the top bar of every page stays light.
const WeatherPanel = lazy(() => import('./weather-panel').then((module) => ({ default: module.WeatherPanel })));

/**
 * The top bar's weather slot (seeds/000 sections 1 and 3): the selected project's sky and temperature, opening the
 * weather panel. Nothing while no project is chosen or before the first forecast arrives; a failed call leaves the
 * slot empty rather than toasting on every page, and is tried again with the next refresh.
 */
export function TopBarWeather({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const project = useSelectedProject();
  const projectId = project?.projectId ?? null;
  const query = useWeatherNow(projectId);
  const [open, setOpen] = useState(false);
  const weather = query.data;
  if (!projectId || !weather) return null;
  const sky = skyLabel(t, weather.skycon);
  const temperature = Math.round(weather.temperature);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      destroyOnHidden
      content={
        <Suspense fallback={<PageLoading />}>
          <WeatherPanel projectId={projectId} projectName={project?.name ?? ''} weather={weather} receivedAt={query.dataUpdatedAt} />
        </Suspense>
      }
    >
      <button
        type="button"
        className="sluice-tool sluice-weather-button"
        data-testid="weather-button"
        data-stale={weather.stale ? 'true' : 'false'}
        aria-label={t('weather.panel.open', { sky, temperature })}
        title={t('weather.panel.open', { sky, temperature })}
        aria-expanded={open}
        aria-haspopup="dialog"
      >
        <SkyIcon code={weather.skycon} label={sky} size={20} />
        {compact ? null : <span className="sluice-weather-button__temperature">{temperature} °C</span>}
      </button>
    </Popover>
  );
}
