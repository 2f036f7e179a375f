import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPanel } from './brand-panel';
import { LoginToasts } from './controls/login-toasts';
import { ModeTabs } from './controls/mode-tabs';
import { LoginToolbar } from './login-toolbar';
import { PasswordLoginForm } from './password-login-form';
import { useFinishSignIn } from './use-finish-sign-in';
import { useLoginTitle } from './use-login-title';
import { useSiteConfig } from './use-site-config';
import './login-page.css';

// Most people sign in with a password: the other two modes (and the QR encoder) are fetched when their tab opens.
const SmsLoginForm = lazy(() => import('./sms-login-form').then((module) => ({ default: module.SmsLoginForm })));
const ScanLoginPanel = lazy(() => import('./scan-login-panel').then((module) => ({ default: module.ScanLoginPanel })));

type Mode = 'password' | 'sms' | 'scan';

const ID_PREFIX = 'sluice-login';

/**
 * /login: account and password, mobile code, or app scan (spec 2.1). Drawn with plain elements and the console's
 * CSS variables, not antd: it is the first screen of every visit, so it loads only React, the router, the API client
 * and its own language (bench/bundle-size.ts keeps it under 150 KB).
 */
export function LoginPage() {
  const { t } = useTranslation();
  useLoginTitle();
  const siteConfig = useSiteConfig();
  const finish = useFinishSignIn();
  const [mode, setMode] = useState<Mode>('password');

  return (
    <div className="sluice-login">
      <LoginToasts />
      <BrandPanel siteConfig={siteConfig} />
      <main className="sluice-login__main">
        <LoginToolbar />
        <section className="sluice-login__card" aria-labelledby={`${ID_PREFIX}-heading`}>
          <h1 id={`${ID_PREFIX}-heading`} className="sluice-login__heading">
            {t('auth.login.heading')}
          </h1>
          <p className="sluice-login__subheading">{t('auth.login.subheading')}</p>
          <ModeTabs<Mode>
            idPrefix={ID_PREFIX}
            label={t('auth.login.modes')}
            active={mode}
            onChange={setMode}
            tabs={[
              { key: 'password', label: t('auth.login.tab-password'), testId: 'login-tab-password' },
              { key: 'sms', label: t('auth.login.tab-sms'), testId: 'login-tab-sms' },
              { key: 'scan', label: t('auth.login.tab-scan'), testId: 'login-tab-scan' },
            ]}
          />
          <div
            className="sluice-login__panel"
            role="tabpanel"
            id={`${ID_PREFIX}-panel-${mode}`}
            aria-labelledby={`${ID_PREFIX}-tab-${mode}`}
          >
            {mode === 'password' ? (
              <PasswordLoginForm onSignedIn={finish} />
            ) : (
              <Suspense fallback={<span className="sluice-spinner" role="status" aria-label={t('common.status.loading')} />}>
                {mode === 'sms' ? <SmsLoginForm onSignedIn={finish} /> : <ScanLoginPanel onSignedIn={finish} />}
              </Suspense>
            )}
          </div>
        </section>
        <footer className="sluice-login__footer">
          {siteConfig?.copyright || t('auth.login.footer')}
          {siteConfig?.sysVersion ? ` · ${siteConfig.sysVersion}` : ''}
        </footer>
      </main>
    </div>
  );
}
