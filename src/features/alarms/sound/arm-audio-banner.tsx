import { SoundOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../../../lib/use-observable';
import { useAlarmSound } from './alarm-sound-context';

/**
 * Browsers keep sound off until the person interacts with the page. The first click or key press anywhere arms the
 * alarm sound, so most people never see this banner; it appears only while an alarm calls for a tone that the
 * browser holds back (not when nothing waits, everything is muted or the channel is off), and asks for that click.
 */
export function ArmAudioBanner() {
  const { t } = useTranslation();
  const { controller } = useAlarmSound();
  const status = useObservable(controller.status$, controller.getStatus());
  const blocked = status.supported && !status.armed;

  useEffect(() => {
    if (!blocked) return undefined;
    const arm = () => void controller.arm();
    const events = ['pointerdown', 'keydown'] as const;
    for (const type of events) document.addEventListener(type, arm, { capture: true });
    return () => {
      for (const type of events) document.removeEventListener(type, arm, { capture: true });
    };
  }, [blocked, controller]);

  if (!blocked || status.demanded === null) return null;
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
