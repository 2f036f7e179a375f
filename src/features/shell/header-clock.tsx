import dayjs from 'dayjs';
import { useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { createClock } from '../../../streams/sources/clock';

/** Spec section 9: default date format yyyy-MM-dd HH:mm (dayjs spelling). */
export const CLOCK_FORMAT = 'YYYY-MM-DD HH:mm';

// One shared 10 s clock for the console; it stops when nothing shows it.
const clock = createClock({ now: Date.now });

/** The top bar's clock, refreshed every 10 s on the boundary. */
export function HeaderClock() {
  const { t } = useTranslation();
  const now = useObservableState(clock.ticks$, Date.now());
  const text = dayjs(now).format(CLOCK_FORMAT);
  return (
    <time className="sluice-clock" dateTime={dayjs(now).format('YYYY-MM-DDTHH:mm')} aria-label={t('topbar.clock.label', { time: text })} data-testid="header-clock">
      {text}
    </time>
  );
}
