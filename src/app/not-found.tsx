import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The 404 page, with a way home. */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="sluice-centered-page">
      <Result
        data-testid="not-found-page"
        status="404"
        title="404"
        subTitle={t('shell.not-found.body')}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('common.action.back-home')}
          </Button>
        }
      />
    </div>
  );
}
