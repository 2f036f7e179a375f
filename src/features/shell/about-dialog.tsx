import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VERSION } from './default-version';
import { useShellSiteConfig } from './use-site-config';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** About: product name, version and copyright from the site config. */
export function AboutDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const site = useShellSiteConfig();
  return (
    <Modal open={open} title={t('topbar.about.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <div className="sluice-about" data-testid="about-dialog">
        <img className="sluice-about__logo" src={site.logoIcon || '/favicon.svg'} alt="" />
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('topbar.about.product')}>{site.sysName || t('common.product.name')}</Descriptions.Item>
          <Descriptions.Item label={t('topbar.about.version')}>{site.sysVersion || DEFAULT_VERSION}</Descriptions.Item>
          <Descriptions.Item label={t('topbar.about.copyright')}>{site.copyright || t('topbar.about.no-copyright')}</Descriptions.Item>
        </Descriptions>
      </div>
    </Modal>
  );
}
