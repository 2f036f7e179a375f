import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { SeriesError } from '../../../../workers/series-error';

/** The failure of an API call or of a series load (which crosses the worker as plain data), or null. */
function failureOf(error: unknown): { kind: string; code: number; msg: string } | null {
  return error instanceof ApiError || error instanceof SeriesError ? error : null;
}

/** Whether a failure is the server refusing this user the point (403), which a retry cannot change. */
export function isForbidden(error: unknown): boolean {
  const failure = failureOf(error);
  return failure !== null && failure.kind === 'business' && failure.code === 403;
}

/** The reason of a failed call in words a person understands: the server's message, or the fallback. */
export function failureText(error: unknown, fallback: string): string {
  return failureOf(error)?.msg || fallback;
}

/**
 * A failed load shown where its content would be: "you may not see this point" for a refusal, otherwise the reason
 * with a Retry button.
 */
export function ErrorInPlace({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isForbidden(error)) {
    return (
      <Result status="403" title={t('monitoring.page.forbidden')} subTitle={failureText(error, '')} data-testid="monitoring-forbidden" />
    );
  }
  return (
    <Result
      status="warning"
      title={t('monitoring.page.load-failed')}
      subTitle={failureText(error, t('monitoring.page.load-failed-reason'))}
      data-testid="monitoring-load-failed"
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.action.retry')}
        </Button>
      }
    />
  );
}
