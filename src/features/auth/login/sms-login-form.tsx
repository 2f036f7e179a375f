import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_CONFIG } from '../../../config/app-config';
import { feedback } from '../../../lib/feedback';
import type { LoadedSession } from '../../../lib/session-store';
import { useSession } from '../../../lib/session-store';
import { PHONE_PATTERN } from '../../../lib/validation-rules';
import { authApi } from '../api';
import { signInWithSms } from '../session';
import { reportSignInError } from './report-sign-in-error';
import { useCountdown } from './use-countdown';

interface Values {
  mobile: string;
  code: string;
}

/** Mobile verification-code sign-in: send a code (then wait 60 s to resend), sign in with it. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: (session: LoadedSession) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const loading = useSession((session) => session.loginLoading);
  const [sending, setSending] = useState(false);
  const [left, startCountdown] = useCountdown();

  const sendCode = async () => {
    let mobile: string;
    try {
      mobile = (await form.validateFields(['mobile'])).mobile.trim();
    } catch {
      return;
    }
    setSending(true);
    try {
      const sent = await authApi.sendSmsCode(mobile);
      feedback.success(t('auth.sms.sent'));
      // The server may ask for a longer wait than the usual 60 s.
      startCountdown(Math.max(APP_CONFIG.smsCountdownSeconds, sent?.resendAfter ?? 0));
    } catch {
      // The api client has shown the server's reason.
    } finally {
      setSending(false);
    }
  };

  const onFinish = async (values: Values) => {
    try {
      onSignedIn(await signInWithSms(values.mobile, values.code));
    } catch (error) {
      reportSignInError(error);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} size="large" aria-label={t('auth.login.tab-sms')}>
      <Form.Item
        name="mobile"
        label={t('auth.sms.mobile')}
        rules={[
          { required: true, whitespace: true, message: t('auth.sms.mobile-required') },
          { pattern: PHONE_PATTERN, message: t('common.validation.phone') },
        ]}
      >
        <Input
          data-testid="login-mobile"
          prefix={<MobileOutlined />}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={t('auth.sms.mobile-placeholder')}
        />
      </Form.Item>
      <Form.Item label={t('auth.sms.code')} required>
        <div className="sluice-login__code-row">
          <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('auth.login.code-required') }]}>
            <Input
              data-testid="login-sms-code"
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('auth.sms.code-placeholder')}
              aria-label={t('auth.sms.code')}
            />
          </Form.Item>
          <Button data-testid="login-send-code" onClick={() => void sendCode()} disabled={left > 0} loading={sending}>
            {left > 0 ? t('auth.sms.resend-in', { seconds: left }) : t('auth.sms.send')}
          </Button>
        </div>
      </Form.Item>
      <Button data-testid="login-sms-submit" type="primary" htmlType="submit" block loading={loading}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
