import { lazy, Suspense } from 'react';
import { PanelBoundary } from './panel-boundary';

// The alarm banners load with the alarm feature's code, not the shell's; a failure there must not take the page.
const AlarmBanners = lazy(() => import('../../features/alarms/banners/alarm-banners').then((m) => ({ default: m.AlarmBanners })));

/** Console-wide notices (alarm feed down, alarm sound blocked) in the page flow under the tab bar. */
export function ShellNotices() {
  return (
    <PanelBoundary>
      <Suspense fallback={null}>
        <AlarmBanners />
      </Suspense>
    </PanelBoundary>
  );
}
