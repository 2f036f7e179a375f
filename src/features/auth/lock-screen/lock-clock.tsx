import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const REFRESH_MS = 10_000;

/** The time and date on the lock screen, refreshed every 10 s (spec section 9). */
export function LockClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(dayjs()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="sluice-lock__clock" aria-hidden>
      <div className="sluice-lock__time">{now.format('HH:mm')}</div>
      <div className="sluice-lock__date">{now.format(t('shell.home.date-format'))}</div>
    </div>
  );
}
