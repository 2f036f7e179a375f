import { SoundOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SoundLightStoreState } from '../../../../streams/stores/sound-light-store';
import { useLiveStore } from '../../live/use-live-store';
import { useObservable } from '../../live/use-observable';
import { useAlarmSound } from './alarm-sound-context';

const selectChannel = (state: SoundLightStoreState): number | null => state.current?.globalWarnChannelState ?? null;

/**
 * Browsers keep sound off until the person interacts with the page. Until then this banner asks for a click,
 * and the first click or key press anywhere arms the alarm sound as well. Hidden when the channel is off.
 */
export function ArmAudioBanner() {
  const { t } = useTranslation();
  const { controller } = useAlarmSound();
  const status = useObservable(controller.status$, controller.getStatus());
  const channel = useLiveStore('soundLight', selectChannel, null);
  const needed = status.supported && !status.armed && channel !== 0;

  useEffect(() => {
    if (!needed) return undefined;
    const arm = () => void controller.arm();
    const events = ['pointerdown', 'keydown'] as const;
    for (const type of events) document.addEventListener(type, arm, { capture: true });
    return () => {
      for (const type of events) document.removeEventListener(type, arm, { capture: true });
    };
  }, [needed, controller]);

  if (!needed) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<SoundOutlined />}
      data-testid="arm-audio-banner"
      title={t('alarms.sound.arm-prompt')}
      action={
        <Button size="small" type="primary" onClick={() => void controller.arm()} data-testid="arm-audio-button">
          {t('alarms.sound.arm-action')}
        </Button>
      }
    />
  );
}
