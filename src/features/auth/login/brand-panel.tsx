import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '../../../../server/src/wire/site-config';

/** The product side of the login page: mark, name and what the console is for. */
export function BrandPanel({ siteConfig }: { siteConfig: SiteConfig | null }) {
  const { t } = useTranslation();
  const logo = siteConfig?.logoIcon || '/favicon.svg';
  const name = siteConfig?.title || t('common.product.title');
  return (
    <aside className="sluice-login__brand">
      <div className="sluice-login__brand-head">
        <img className="sluice-login__logo" src={logo} alt="" />
        <span className="sluice-login__brand-name">{name}</span>
      </div>
      <div className="sluice-login__brand-body">
        <p className="sluice-login__tagline">{t('auth.brand.tagline')}</p>
        <ul className="sluice-login__points">
          <li>
            <span>{t('auth.brand.point-alarms')}</span>
          </li>
          <li>
            <span>{t('auth.brand.point-patrol')}</span>
          </li>
          <li>
            <span>{t('auth.brand.point-work-orders')}</span>
          </li>
        </ul>
      </div>
      <svg className="sluice-login__waves" viewBox="0 0 1200 200" preserveAspectRatio="none" aria-hidden>
        <path d="M0 120 C 200 60 400 180 600 120 S 1000 60 1200 120 V200 H0 Z" />
        <path d="M0 150 C 250 100 450 200 700 150 S 1050 110 1200 150 V200 H0 Z" />
      </svg>
    </aside>
  );
}
