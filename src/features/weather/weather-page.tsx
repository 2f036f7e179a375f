import { useTranslation } from 'react-i18next';
import { useSelectedProject } from '../../lib/selected-project';
import { WeatherWidget } from './weather-widget';

/**
 * The menu's weather page (`monitoring/weather`): the selected project's weather now, the 24-hour chart and the next
 * 7 days, the same view as the cockpit widget; with no project selected it says so (weather-state.tsx).
 */
export function WeatherPage() {
  const { t } = useTranslation();
  const project = useSelectedProject();
  const title = project ? t('weather.panel.title', { project: project.name }) : t('weather.panel.title-plain');
  return (
    <div className="sluice-weather-page" data-testid="weather-page">
      <WeatherWidget projectId={project?.projectId ?? ''} widget={{ options: { title } }} />
    </div>
  );
}
