import { lazy } from 'react';
import { CockpitPage } from '../../features/cockpit/page/cockpit-page';
import { CockpitWidgetSlotsProvider, type CockpitWidgetSlots } from '../../features/cockpit/widgets/widget-slots';

/** The cockpit widgets other features draw; each loads only when a layout holds it. */
const SLOTS: CockpitWidgetSlots = {
  alarms: lazy(() => import('./cockpit-alarms-widget').then((module) => ({ default: module.CockpitAlarmsWidget }))),
  weather: lazy(() => import('../../features/weather/weather-widget').then((module) => ({ default: module.WeatherWidget }))),
};

/** /cockpit, with the widgets of other features handed in (a feature may not import another; the app composes). */
export function CockpitScreen() {
  return (
    <CockpitWidgetSlotsProvider slots={SLOTS}>
      <CockpitPage />
    </CockpitWidgetSlotsProvider>
  );
}
