import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Spec section 9: default date format yyyy-MM-dd HH:mm (dayjs spelling). */
export const CLOCK_FORMAT = 'YYYY-MM-DD HH:mm';

/** The top bar's clock showing `now` (epoch ms). Narrower desktops show the time alone (layout.css). */
export function ClockFace({ now }: { now: number }) {
  const { t } = useTranslation();
  const text = dayjs(now).format(CLOCK_FORMAT);
  const [date, time] = text.split(' ');
  return (
    <time
      className="sluice-clock"
      dateTime={dayjs(now).format('YYYY-MM-DDTHH:mm')}
      aria-label={t('topbar.clock.label', { time: text })}
      data-testid="header-clock"
    >
      <span className="sluice-clock__date">{date} </span>
      {time}
    </time>
  );
}
