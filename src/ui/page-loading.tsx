import { useTranslation } from 'react-i18next';

/**
 * A centred spinner for a page or chunk that is on its way. Plain CSS, not antd's Spin: it shows before antd has
 * loaded (first paint, the sign-in page) and costs the first screen nothing.
 */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={fullScreen ? 'sluice-loading sluice-loading--full' : 'sluice-loading'}
      role="status"
      aria-label={t('common.status.loading')}
    >
      <span className="sluice-spinner" aria-hidden />
    </div>
  );
}
