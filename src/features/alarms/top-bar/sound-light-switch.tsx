import { useMutation } from '@tanstack/react-query';
import { Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SoundLightStoreState } from '../../../../streams/stores/sound-light-store';
import { feedback } from '../../../lib/feedback';
import { useLiveStreams } from '../../../lib/live/live-context';
import { useLiveStore } from '../../../lib/live/use-live-store';
import { alarmsApi } from '../api';

const selectChannel = (state: SoundLightStoreState): number | null => state.current?.globalWarnChannelState ?? null;

/**
 * The sound-and-light alarm switch (spec section 4): sends '1' or '0', says 'opened successfully' or 'closed
 * successfully', then reads the state again and hands it to the live store, so every screen agrees.
 */
export function SoundLightSwitch({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const live = useLiveStreams();
  const channel = useLiveStore('soundLight', selectChannel, null);
  const toggle = useMutation({
    mutationFn: async (on: boolean) => {
      await alarmsApi.setSoundLight(on);
      feedback.success(on ? t('alarms.sound-light.opened') : t('alarms.sound-light.closed'));
      const state = await alarmsApi.soundLight();
      live?.bus.publish({ type: 'sound-light/state', state, at: Date.now() });
    },
  });
  const control = (
    <Switch
      checked={channel === 1}
      loading={toggle.isPending || channel === null}
      disabled={!canWrite || channel === null}
      onChange={(on) => toggle.mutate(on)}
      aria-label={t('alarms.sound-light.label')}
      data-testid="sound-light-switch"
      size="small"
    />
  );
  return (
    <span className="sluice-alarm-panel__switch">
      <span>{t('alarms.sound-light.label')}</span>
      {canWrite ? control : <Tooltip title={t('alarms.sound-light.read-only')}>{control}</Tooltip>}
    </span>
  );
}
