import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { safeRedirect } from '../../../lib/login-path';
import { useSession } from '../../../lib/session-store';
import { LanguageSwitch } from '../../../ui/language-switch';
import { signOut, unlockScreen } from '../session';
import { LockClock } from './lock-clock';
import './lock-screen-page.css';

/** /lockScreen: the session stays, the console is hidden until the user's password is checked again. */
export function LockScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const token = useSession((session) => session.token);
  const userInfo = useSession((session) => session.userInfo);
  const [busy, setBusy] = useState(false);

  if (!token) return <Navigate to="/login" replace />;

  const onFinish = async ({ password }: { password: string }) => {
    if (!userInfo) return;
    setBusy(true);
    try {
      await unlockScreen(userInfo.userAccount, password);
      void navigate(safeRedirect(search) ?? '/', { replace: true });
    } catch {
      // Wrong password: the api client shows the server's message; stay locked.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sluice-lock">
      <div className="sluice-lock__toolbar">
        <LanguageSwitch showLabel />
      </div>
      <LockClock />
      <Card className="sluice-lock__card" variant="borderless">
        <div className="sluice-lock__user">
          <Avatar size={64} src={userInfo?.headIcon || undefined} icon={<UserOutlined />} alt="" />
          <Typography.Title level={4} className="sluice-lock__name">
            {userInfo?.userName || userInfo?.userAccount}
          </Typography.Title>
          <Typography.Text type="secondary">{t('auth.lock.locked')}</Typography.Text>
        </div>
        <Form layout="vertical" requiredMark={false} onFinish={onFinish} aria-label={t('auth.lock.page-title')}>
          <Form.Item
            name="password"
            label={t('auth.login.password')}
            rules={[{ required: true, message: t('auth.login.password-required') }]}
          >
            <Input.Password
              data-testid="unlock-password"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              autoFocus
              placeholder={t('auth.lock.password-placeholder')}
            />
          </Form.Item>
          <Button data-testid="unlock-button" type="primary" htmlType="submit" block loading={busy} disabled={!userInfo}>
            {t('auth.lock.unlock')}
          </Button>
        </Form>
        <Button type="link" block className="sluice-lock__switch" onClick={() => void signOut()}>
          {t('auth.lock.switch-user')}
        </Button>
      </Card>
    </div>
  );
}
