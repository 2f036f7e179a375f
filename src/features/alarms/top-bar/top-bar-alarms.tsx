import { Popover } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SoundLightStoreState } from '../../../../streams/stores/sound-light-store';
import { useMenuRoutes } from '../../../lib/use-menu-routes';
import { useLiveStore } from '../../../lib/live/use-live-store';
import type { AlarmDto } from '../alarm-types';
import { useLiveHistoryPatch } from '../history/use-live-history-patch';
import { severityNamesOf } from '../severity';
import { useAlarmSound } from '../sound/alarm-sound-context';
import { ALARM_PAGE_PATH, useCanAcknowledge } from '../use-can-acknowledge';
import { AlarmBell } from './alarm-bell';
import { summarizeBell, type BellSummary } from './bell-summary';

// The bell and its counts draw with the shell; the panel (tabs, lists) and the ack form come when first opened.
const AlarmPanel = lazy(() => import('./alarm-panel').then((module) => ({ default: module.AlarmPanel })));
const AckDialog = lazy(() => import('../ack/ack-dialog').then((module) => ({ default: module.AckDialog })));
import { useFreshWarnings } from './use-fresh-warnings';
import '../alarms.css';

const NO_ALARMS: BellSummary = { counts: { 1: 0, 2: 0, 3: 0, 4: 0 }, total: 0, attention: false, highest: null, newest: [] };
const selectWarnings = (state: SoundLightStoreState) => state.current;

/**
 * The top bar's alarm slot: the bell with its panel and the acknowledge dialog. It also starts the audible alarm
 * and keeps cached alarm history pages patched, because it is mounted for as long as the signed-in shell is. The
 * console-wide banners are not here: the shell shows AlarmBanners in the page flow, never over the navigation.
 */
export function TopBarAlarms({ compact = false }: { compact?: boolean }) {
  const sound = useAlarmSound();
  const navigate = useNavigate();
  const { byPath } = useMenuRoutes();
  const canAcknowledge = useCanAcknowledge();
  const summary = useLiveStore('alarms', summarizeBell, NO_ALARMS);
  const warnings = useLiveStore('soundLight', selectWarnings, null);
  const [open, setOpen] = useState(false);
  const [acking, setAcking] = useState<AlarmDto | null>(null);
  // Once opened the ack dialog stays mounted, so it can animate closed.
  const [ackOpened, setAckOpened] = useState(false);
  if (acking && !ackOpened) setAckOpened(true);

  // Started once and never stopped here: the sound must outlive this component (the lock screen has no top bar).
  useEffect(() => sound.start(), [sound]);
  useLiveHistoryPatch();
  useFreshWarnings(open);

  const hasPage = byPath.has(ALARM_PAGE_PATH);

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        arrow={false}
        content={
          <Suspense fallback={<span className="sluice-spinner" role="status" />}>
            <AlarmPanel
              summary={summary}
              warnings={warnings}
              canAcknowledge={canAcknowledge}
              onAcknowledge={setAcking}
              {...(hasPage
                ? {
                    onOpenPage: () => {
                      setOpen(false);
                      void navigate(ALARM_PAGE_PATH);
                    },
                  }
                : {})}
            />
          </Suspense>
        }
      >
        <AlarmBell
          summary={summary}
          names={severityNamesOf(summary.newest)}
          compact={compact}
          aria-expanded={open}
          aria-haspopup="dialog"
        />
      </Popover>
      {ackOpened || acking ? (
        <Suspense fallback={null}>
          <AckDialog alarm={acking} onClose={() => setAcking(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
