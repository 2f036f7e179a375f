import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PanelBoundary } from './panel-boundary';

/** What a top-bar panel is told: compact on mobile widths, where it should draw as an icon only. */
export interface TopBarPanelProps {
  compact: boolean;
}

export interface TopBarPanel {
  id: string;
  component: LazyExoticComponent<ComponentType<TopBarPanelProps>>;
}

/**
 * Panels other features own, in the order they appear left of the notice bell (the alarm panel, the weather panel).
 * Each feature adds one line:
 * `{ id: 'alarms', component: lazy(() => import('../../features/alarms/alarm-panel').then((m) => ({ default: m.AlarmPanel }))) },`
 * Each loads on its own and a failing one disappears without taking the top bar with it.
 */
export const TOP_BAR_PANELS: readonly TopBarPanel[] = [
  {
    id: 'alarms',
    component: lazy(() => import('../../features/alarms/top-bar/top-bar-alarms').then((m) => ({ default: m.TopBarAlarms }))),
  },
  {
    id: 'weather',
    component: lazy(() => import('../../features/weather/top-bar-weather').then((m) => ({ default: m.TopBarWeather }))),
  },
];

/** Renders the registered panels; with none registered, nothing. */
export function TopBarSlots({ compact }: TopBarPanelProps) {
  return (
    <>
      {TOP_BAR_PANELS.map(({ id, component: Panel }) => (
        <PanelBoundary key={id}>
          <Suspense fallback={null}>
            <Panel compact={compact} />
          </Suspense>
        </PanelBoundary>
      ))}
    </>
  );
}
