import { Card, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../ui/language-switch';
import { ThemeToggle } from '../../../ui/theme-toggle';
import { BrandPanel } from './brand-panel';
import { PasswordLoginForm } from './password-login-form';
import { ScanLoginPanel } from './scan-login-panel';
import { SmsLoginForm } from './sms-login-form';
import { useFinishSignIn } from './use-finish-sign-in';
import { useSiteConfig } from './use-site-config';
import './login-page.css';

type Mode = 'password' | 'sms' | 'scan';

/** /login: account and password, mobile code, or app scan (spec 2.1). */
export function LoginPage() {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  const finish = useFinishSignIn();
  const [mode, setMode] = useState<Mode>('password');

  return (
    <div className="sluice-login">
      <BrandPanel siteConfig={siteConfig} />
      <main className="sluice-login__main">
        <div className="sluice-login__toolbar">
          <ThemeToggle />
          <LanguageSwitch showLabel />
        </div>
        <Card className="sluice-login__card" variant="borderless">
          <Typography.Title level={2} className="sluice-login__heading">
            {t('auth.login.heading')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('auth.login.subheading')}</Typography.Paragraph>
          <Tabs
            activeKey={mode}
            onChange={(key) => setMode(key as Mode)}
            destroyOnHidden
            items={[
              {
                key: 'password',
                label: <span data-testid="login-tab-password">{t('auth.login.tab-password')}</span>,
                children: <PasswordLoginForm onSignedIn={finish} />,
              },
              {
                key: 'sms',
                label: <span data-testid="login-tab-sms">{t('auth.login.tab-sms')}</span>,
                children: <SmsLoginForm onSignedIn={finish} />,
              },
              {
                key: 'scan',
                label: <span data-testid="login-tab-scan">{t('auth.login.tab-scan')}</span>,
                children: <ScanLoginPanel onSignedIn={finish} />,
              },
            ]}
          />
        </Card>
        <footer className="sluice-login__footer">
          {siteConfig?.copyright || t('auth.login.footer')}
          {siteConfig?.sysVersion ? ` · ${siteConfig.sysVersion}` : ''}
        </footer>
      </main>
    </div>
  );
}
