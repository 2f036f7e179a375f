import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A crash or a failed chunk download under the routes, reported with a reload. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : '';
  return (
    <Result
      status="error"
      title={t('errors.page.title')}
      subTitle={detail || t('errors.page.body')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.action.reload')}
        </Button>
      }
    />
  );
}
