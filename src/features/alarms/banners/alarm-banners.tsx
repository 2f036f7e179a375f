import { DEFAULT_TIMING } from '../../../../streams/live-options';
import { useLiveStreams } from '../../../lib/live/live-context';
import { ArmAudioBanner } from '../sound/arm-audio-banner';
import { StaleBanner } from '../stale/stale-banner';
import '../alarms.css';

/**
 * The console-wide alarm banners (live feed down, an alarm the browser will not let us sound). The shell places them
 * in the page flow under the tab bar, so they push the page down instead of covering the navigation; with nothing to
 * say they take no room at all.
 */
export function AlarmBanners() {
  const live = useLiveStreams();
  return (
    <div className="sluice-alarm-banners" aria-live="assertive" data-testid="alarm-banners">
      {live ? <StaleBanner connection={live.stores.connection} pollSeconds={DEFAULT_TIMING.pollPeriodMs / 1000} /> : null}
      <ArmAudioBanner />
    </div>
  );
}
