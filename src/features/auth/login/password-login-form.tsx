import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import type { LoadedSession } from '../../../lib/session-store';
import { useSession } from '../../../lib/session-store';
import { getSetting, setSetting } from '../../../lib/storage';
import { authApi } from '../api';
import { signInWithPassword } from '../session';
import { CaptchaImage, newCaptcha, type Captcha } from './captcha-image';
import { reportSignInError } from './report-sign-in-error';

/** `data.enableVerificationCode` of a refused Login, when the server sent it. */
function captchaFlag(error: unknown): boolean | null {
  if (!isApiError(error) || error.data === null || typeof error.data !== 'object') return null;
  const flag = (error.data as { enableVerificationCode?: unknown }).enableVerificationCode;
  return flag === 1 ? true : flag === 0 ? false : null;
}

interface Values {
  account: string;
  password: string;
  code?: string;
}

/**
 * Account and password sign-in (contract section 2). Before submitting it asks the server whether this
 * account needs an image captcha and shows one when it does; the password is sent as MD5 hex.
 */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (session: LoadedSession) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const loading = useSession((session) => session.loginLoading);
  const [checking, setChecking] = useState(false);
  // Set when the captcha first appears on submit: the user is asked for the code before anything is sent.
  const [codeNotice, setCodeNotice] = useState(false);
  // The last answer counts across renders, so keep it in a ref beside the state that draws it.
  const [captcha, setCaptcha] = useState<Captcha | null>(() => (getSetting('loginNeedCode') ? newCaptcha() : null));
  const captchaRef = useRef(captcha);
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

  const onFinish = async (values: Values) => {
    const account = values.account.trim();
    const hadCaptcha = captchaRef.current !== null;
    const needsCode = await checkAccount(account);
    if (needsCode && !hadCaptcha) {
      setCodeNotice(true);
      return;
    }
    try {
      const session = await signInWithPassword({
        account,
        password: values.password,
        code: values.code ?? '',
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
      form.setFieldValue('code', '');
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} size="large" aria-label={t('auth.login.tab-password')}>
      <Form.Item
        name="account"
        label={t('auth.login.account')}
        extra={t('auth.login.account-hint')}
        rules={[{ required: true, whitespace: true, message: t('auth.login.account-required') }]}
      >
        <Input
          data-testid="login-account"
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={t('auth.login.account-placeholder')}
          onBlur={(event) => void checkAccount(event.target.value.trim())}
        />
      </Form.Item>
      <Form.Item name="password" label={t('auth.login.password')} rules={[{ required: true, message: t('auth.login.password-required') }]}>
        <Input.Password
          data-testid="login-password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('auth.login.password-placeholder')}
        />
      </Form.Item>
      {captcha ? (
        <Form.Item
          label={t('auth.login.code')}
          required
          {...(codeNotice ? { help: t('auth.login.code-required'), validateStatus: 'error' as const } : {})}
        >
          <div className="sluice-login__code-row">
            <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('auth.login.code-required') }]}>
              <Input
                data-testid="login-code"
                prefix={<SafetyOutlined />}
                autoComplete="off"
                maxLength={captcha.length}
                placeholder={t('auth.login.code-placeholder')}
                aria-label={t('auth.login.code')}
                onChange={() => setCodeNotice(false)}
              />
            </Form.Item>
            <CaptchaImage captcha={captcha} onRefresh={() => showCaptcha(newCaptcha(captcha.length))} />
          </div>
        </Form.Item>
      ) : null}
      <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={loading || checking}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
