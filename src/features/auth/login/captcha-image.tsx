import { useTranslation } from 'react-i18next';
import { authApi } from '../api';

/** One image captcha: its length and the timestamp that keys it on the server. */
export interface Captcha {
  length: number;
  timestamp: string;
}

const DEFAULT_LENGTH = 4;

/** A fresh captcha; keeps `previous` when it already has the wanted length, so a re-check does not redraw it. */
export function newCaptcha(length?: number, previous?: Captcha | null): Captcha {
  const wanted = length && length > 0 ? length : DEFAULT_LENGTH;
  if (previous && previous.length === wanted) return previous;
  return { length: wanted, timestamp: String(Date.now()) };
}

/** The captcha image; a click draws a new one. */
export function CaptchaImage({ captcha, onRefresh }: { captcha: Captcha; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="sluice-login__captcha" onClick={onRefresh} title={t('auth.login.captcha-refresh')}>
      <img
        data-testid="captcha-image"
        src={authApi.imageCodeUrl(captcha.length, captcha.timestamp)}
        alt={t('auth.login.captcha-alt')}
        width={120}
        height={40}
      />
    </button>
  );
}
