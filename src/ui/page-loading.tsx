import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** A centred spinner for a page or chunk that is on its way. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={fullScreen ? 'sluice-loading sluice-loading--full' : 'sluice-loading'}
      role="status"
      aria-label={t('common.status.loading')}
    >
      <Spin size="large" />
    </div>
  );
}
