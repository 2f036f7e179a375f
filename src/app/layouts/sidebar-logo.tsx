import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session-store';

/** Product mark at the top of the sidebar; the organisation's navigation icon when it has one. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const icon = useSession((session) => session.sysConfigInfo?.navigationIcon);
  return (
    <Link to="/" className="sluice-sidebar-logo" aria-label={t('common.product.title')}>
      <img className="sluice-sidebar-logo__mark" src={icon || '/favicon.svg'} alt="" />
      {collapsed ? null : <span className="sluice-sidebar-logo__name">{t('common.product.title')}</span>}
    </Link>
  );
}
