import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_CONFIG } from '../../../config/app-config';
import { feedback } from '../../../lib/feedback';
import type { LoadedSession } from '../../../lib/session-store';
import { useSession } from '../../../lib/session-store';
import { PHONE_PATTERN } from '../../../../server/src/wire/validation';
import { authApi } from '../api';
import { signInWithSms } from '../session';
import { LoginButton } from './controls/login-button';
import { TextField } from './controls/text-field';
import { matches, required, useLoginForm } from './controls/use-login-form';
import { reportSignInError } from './report-sign-in-error';
import { useCountdown } from './use-countdown';

/** Mobile verification-code sign-in: send a code (then wait 60 s to resend), sign in with it. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: (session: LoadedSession) => void }) {
  const { t } = useTranslation();
  const form = useLoginForm(
    { mobile: '', code: '' },
    {
      mobile: [required(t('auth.sms.mobile-required')), matches(PHONE_PATTERN, t('common.validation.phone'))],
      code: [required(t('auth.login.code-required'))],
    },
  );
  const loading = useSession((session) => session.loginLoading);
  const [sending, setSending] = useState(false);
  const [left, startCountdown] = useCountdown();

  const sendCode = async () => {
    if (!form.validate(['mobile'])) return;
    setSending(true);
    try {
      const sent = await authApi.sendSmsCode(form.values.mobile.trim());
      feedback.success(t('auth.sms.sent'));
      // The server may ask for a longer wait than the usual 60 s.
      startCountdown(Math.max(APP_CONFIG.smsCountdownSeconds, sent?.resendAfter ?? 0));
    } catch {
      // The api client has shown the server's reason.
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      onSignedIn(await signInWithSms(form.values.mobile.trim(), form.values.code.trim()));
    } catch (error) {
      reportSignInError(error);
    }
  };

  return (
    <form className="sluice-login__form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('auth.login.tab-sms')}>
      <TextField
        data-testid="login-mobile"
        label={t('auth.sms.mobile')}
        icon={MobileOutlined}
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder={t('auth.sms.mobile-placeholder')}
        value={form.values.mobile}
        error={form.errors.mobile}
        onChange={(value) => form.set('mobile', value)}
      />
      <TextField
        data-testid="login-sms-code"
        label={t('auth.sms.code')}
        icon={SafetyOutlined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('auth.sms.code-placeholder')}
        value={form.values.code}
        error={form.errors.code}
        onChange={(value) => form.set('code', value)}
        addon={
          <LoginButton data-testid="login-send-code" onClick={() => void sendCode()} disabled={left > 0} loading={sending}>
            {left > 0 ? t('auth.sms.resend-in', { seconds: left }) : t('auth.sms.send')}
          </LoginButton>
        }
      />
      <LoginButton data-testid="login-sms-submit" primary block type="submit" loading={loading}>
        {t('auth.login.submit')}
      </LoginButton>
    </form>
  );
}
