import { useTranslation } from 'react-i18next';

/** The translated name of a log action (static keys, one per action the server writes). */
export function LogAction({ action }: { action: string }) {
  const { t } = useTranslation();
  let text: string;
  switch (action) {
    case 'raised':
      text = t('alarms.log.raised');
      break;
    case 'escalated':
      text = t('alarms.log.escalated');
      break;
    case 'de-escalated':
      text = t('alarms.log.de-escalated');
      break;
    case 'cleared':
      text = t('alarms.log.cleared');
      break;
    case 'reactivated':
      text = t('alarms.log.reactivated');
      break;
    case 'acknowledged':
      text = t('alarms.log.acknowledged');
      break;
    case 'stale':
      text = t('alarms.log.stale');
      break;
    case 'resumed':
      text = t('alarms.log.resumed');
      break;
    default:
      text = action;
  }
  return <strong className="sluice-alarm-log__action">{text}</strong>;
}
