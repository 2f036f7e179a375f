import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import type { LoadedSession } from '../../../lib/session-store';
import { useSession } from '../../../lib/session-store';
import { getSetting, setSetting } from '../../../lib/storage';
import { authApi } from '../api';
import { signInWithPassword } from '../session';
import { CaptchaImage, newCaptcha, type Captcha } from './captcha-image';
import { LoginButton } from './controls/login-button';
import { TextField } from './controls/text-field';
import { required, useLoginForm } from './controls/use-login-form';
import { reportSignInError } from './report-sign-in-error';

/** `data.enableVerificationCode` of a refused Login, when the server sent it. */
function captchaFlag(error: unknown): boolean | null {
  if (!isApiError(error) || error.data === null || typeof error.data !== 'object') return null;
  const flag = (error.data as { enableVerificationCode?: unknown }).enableVerificationCode;
  return flag === 1 ? true : flag === 0 ? false : null;
}

type Field = 'account' | 'password' | 'code';

/**
 * Account and password sign-in (contract section 2). Before submitting it asks the server whether this
 * account needs an image captcha and shows one when it does; the password is sent as MD5 hex.
 */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (session: LoadedSession) => void }) {
  const { t } = useTranslation();
  // The last answer counts across renders, so keep it in a ref beside the state that draws it.
  const [captcha, setCaptcha] = useState<Captcha | null>(() => (getSetting('loginNeedCode') ? newCaptcha() : null));
  const captchaRef = useRef(captcha);
  const form = useLoginForm<Field>(
    { account: '', password: '', code: '' },
    {
      account: [required(t('auth.login.account-required'))],
      password: [(value) => (value ? null : t('auth.login.password-required'))],
      code: [(value) => (captchaRef.current && !value.trim() ? t('auth.login.code-required') : null)],
    },
  );
  const loading = useSession((session) => session.loginLoading);
  const [checking, setChecking] = useState(false);
  const checkedAccount = useRef<string | null>(null);
  const codeLength = useRef<number | undefined>(undefined);

  const showCaptcha = (next: Captcha | null) => {
    captchaRef.current = next;
    setCaptcha(next);
  };

  /** Asks getConfig for this account once; returns whether a captcha is now required. */
  const checkAccount = async (account: string): Promise<boolean> => {
    if (!account || checkedAccount.current === account) return captchaRef.current !== null;
    checkedAccount.current = account;
    setChecking(true);
    try {
      const config = await authApi.loginConfig(account).catch(() => null);
      const needed = config?.enableVerificationCode === 1;
      codeLength.current = config?.verificationCodeNumber ?? codeLength.current;
      setSetting('loginNeedCode', needed);
      if (needed) showCaptcha(newCaptcha(config.verificationCodeNumber ?? undefined, captchaRef.current));
      else if (config) showCaptcha(null);
      return captchaRef.current !== null;
    } finally {
      setChecking(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(['account', 'password'])) return;
    const account = form.values.account.trim();
    const hadCaptcha = captchaRef.current !== null;
    const needsCode = await checkAccount(account);
    // The captcha first appears on submit: the person is asked for the code before anything is sent.
    if (needsCode && !hadCaptcha) {
      form.setError('code', t('auth.login.code-required'));
      return;
    }
    if (!form.validate(['code'])) return;
    try {
      const session = await signInWithPassword({
        account,
        password: form.values.password,
        code: captchaRef.current ? form.values.code : '',
        timestamp: captchaRef.current?.timestamp ?? '',
      });
      onSignedIn(session);
    } catch (error) {
      reportSignInError(error);
      // The refusal may say whether a captcha is now required (failures piling up); otherwise ask again next time.
      const needed = captchaFlag(error);
      if (needed === null) checkedAccount.current = null;
      const length = captchaRef.current?.length ?? codeLength.current;
      // A captcha is single-use: draw a new one and clear the old answer.
      if (needed === true || (needed === null && captchaRef.current)) showCaptcha(newCaptcha(length));
      else if (needed === false) showCaptcha(null);
      form.set('code', '');
    }
  };

  return (
    <form className="sluice-login__form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('auth.login.tab-password')}>
      <TextField
        data-testid="login-account"
        label={t('auth.login.account')}
        hint={t('auth.login.account-hint')}
        icon={UserOutlined}
        autoComplete="username"
        placeholder={t('auth.login.account-placeholder')}
        value={form.values.account}
        error={form.errors.account}
        onChange={(value) => form.set('account', value)}
        onBlur={(event) => void checkAccount(event.target.value.trim())}
      />
      <TextField
        data-testid="login-password"
        label={t('auth.login.password')}
        icon={LockOutlined}
        type="password"
        revealable
        autoComplete="current-password"
        placeholder={t('auth.login.password-placeholder')}
        value={form.values.password}
        error={form.errors.password}
        onChange={(value) => form.set('password', value)}
      />
      {captcha ? (
        <TextField
          data-testid="login-code"
          label={t('auth.login.code')}
          icon={SafetyOutlined}
          autoComplete="off"
          maxLength={captcha.length}
          placeholder={t('auth.login.code-placeholder')}
          value={form.values.code}
          error={form.errors.code}
          onChange={(value) => form.set('code', value)}
          addon={<CaptchaImage captcha={captcha} onRefresh={() => showCaptcha(newCaptcha(captcha.length))} />}
        />
      ) : null}
      <LoginButton data-testid="login-submit" primary block type="submit" loading={loading || checking}>
        {t('auth.login.submit')}
      </LoginButton>
    </form>
  );
}
