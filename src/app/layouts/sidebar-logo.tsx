import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShellSiteConfig } from '../../features/shell/use-site-config';

/** Product mark and name from the site config (navigation icon, system name), linking home. */
export function SidebarLogo({ collapsed, inHeader = false }: { collapsed: boolean; inHeader?: boolean }) {
  const { t } = useTranslation();
  const site = useShellSiteConfig();
  // The short title fits the 210 px bar; the full system name is the tooltip.
  const name = site.title || site.sysName || t('common.product.title');
  const fullName = site.sysName || name;
  return (
    <Link
      to="/"
      className={inHeader ? 'sluice-sidebar-logo sluice-sidebar-logo--header' : 'sluice-sidebar-logo'}
      aria-label={t('shell.layout.home-link', { name })}
      title={fullName}
      data-testid="sidebar-logo"
    >
      <img className="sluice-sidebar-logo__mark" src={site.navigationIcon || '/favicon.svg'} alt="" />
      {collapsed ? null : <span className="sluice-sidebar-logo__name">{name}</span>}
    </Link>
  );
}
