import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VERSION } from '../../features/shell/default-version';
import { useShellSiteConfig } from '../../features/shell/use-site-config';

/** The footer line: the site's copyright, or the product name and version when it has none. */
export function ShellFooter() {
  const { t } = useTranslation();
  const site = useShellSiteConfig();
  const text = site.copyright || `${site.sysName || t('common.product.name')} ${site.sysVersion || DEFAULT_VERSION}`;
  return (
    <Layout.Footer className="sluice-footer" data-testid="shell-footer">
      {text}
    </Layout.Footer>
  );
}
