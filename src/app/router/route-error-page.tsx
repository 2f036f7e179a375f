import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { ServerUnreachableError } from '../guard/guard-loader';

const RETRY_SECONDS = 15;

/** The server did not answer: say so and try again on a timer, so a wall display recovers unattended. */
function Unreachable() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [left, setLeft] = useState(RETRY_SECONDS);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) void revalidator.revalidate();
  }, [left, revalidator]);
  return (
    <Result
      status="warning"
      title={t('errors.unreachable.title')}
      subTitle={t('errors.unreachable.body', { seconds: left })}
      extra={
        <Button type="primary" loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
          {t('common.action.retry')}
        </Button>
      }
    />
  );
}

/** Route errors: unknown routes go to /404 (spec 2.2); a failed chunk load or crash is reported with a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/404" replace />;
  if (error instanceof ServerUnreachableError) return <Unreachable />;
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
