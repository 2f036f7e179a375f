import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAlarmSound } from '../../features/alarms/sound/alarm-sound-context';
import { useSession } from '../../lib/session-store';
import { ShellNotices } from '../layouts/shell-notices';

/**
 * The signed-in shell without its chrome, for a wall display (`/cockpit?wall=1`): no side bar, top bar, tab bar or
 * footer, but the console-wide notices (feed down, alarm sound blocked) and the audible alarm, which the top bar
 * starts in the full shell and a wall opened straight away would otherwise never hear.
 */
export function WallLayout() {
  const signedIn = useSession((session) => session.token !== null);
  const sound = useAlarmSound();
  // Started once and never stopped here, as in the top bar: the sound outlives a switch back to the full shell.
  useEffect(() => sound.start(), [sound]);
  if (!signedIn) return <Outlet />;
  return (
    <main className="sluice-wall" id="main-content" data-testid="wall-layout">
      <ShellNotices />
      <Outlet />
    </main>
  );
}
