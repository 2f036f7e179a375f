import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedSession } from '../../../lib/session-store';
import { signInWithToken } from '../session';
import { LoginButton } from './controls/login-button';
import { SvgIcon } from './controls/svg-icon';
import { reportSignInError } from './report-sign-in-error';
import { useScanLogin } from './use-scan-login';

/** Scan with the mobile app: the QR code, its state, and a refresh once it expires. */
export function ScanLoginPanel({ onSignedIn }: { onSignedIn: (session: LoadedSession) => void }) {
  const { t } = useTranslation();
  const onToken = useCallback(
    async (token: string) => {
      try {
        onSignedIn(await signInWithToken(token));
      } catch (error) {
        reportSignInError(error);
        throw error;
      }
    },
    [onSignedIn],
  );
  const { phase, qr, refresh } = useScanLogin(onToken);

  let overlay = null;
  if (phase === 'scanned' || phase === 'signing-in')
    overlay = (
      <div className="sluice-login__qr-overlay" role="status">
        <SvgIcon icon={CheckCircleFilled} className="sluice-login__qr-ok" />
        <span>{phase === 'scanned' ? t('auth.scan.scanned') : t('auth.scan.signing-in')}</span>
      </div>
    );
  else if (phase === 'expired' || phase === 'failed')
    overlay = (
      <div className="sluice-login__qr-overlay" role="alert">
        <span>{phase === 'expired' ? t('auth.scan.expired') : t('auth.scan.failed')}</span>
        <LoginButton data-testid="scan-refresh" primary onClick={refresh}>
          <SvgIcon icon={ReloadOutlined} />
          {t('auth.scan.refresh')}
        </LoginButton>
      </div>
    );

  return (
    <div className="sluice-login__scan">
      <div className="sluice-login__qr" data-testid="scan-qr">
        {qr ? (
          <img src={qr} alt={t('auth.scan.qr-alt')} width={180} height={180} />
        ) : (
          <span className="sluice-spinner" role="status" aria-label={t('common.status.loading')} />
        )}
        {overlay}
      </div>
      <p className="sluice-login__scan-hint">{t('auth.scan.hint')}</p>
    </div>
  );
}
