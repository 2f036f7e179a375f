import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRouteMeta } from '../../lib/route-meta';
import { routeTitle } from '../../lib/title';

/** An honest placeholder for a screen that a later release delivers: no invented content. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = routeTitle(t, useRouteMeta());
  return (
    <Result
      data-testid="not-available-page"
      status="info"
      title={t('shell.not-available.title')}
      subTitle={title ? t('shell.not-available.named', { name: title }) : t('shell.not-available.body')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('common.action.back-home')}
        </Button>
      }
    />
  );
}
