import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { SeriesError } from '../../../../workers/series-error';
import { ApiError } from '../../../lib/api-error';

/** An API call's or a series load's failure (the latter crosses the worker as plain data), or null. */
function failureOf(error: unknown): { kind: string; code: number; msg: string } | null {
  return error instanceof ApiError || error instanceof SeriesError ? error : null;
}

/** Whether the server refused the user this data (403): a retry cannot change that, so none is offered. */
export function isRefused(error: unknown): boolean {
  const failure = failureOf(error);
  return failure !== null && failure.kind === 'business' && failure.code === 403;
}

/** The reason of a failure in words a person understands: the server's message, or the fallback. */
export function failureText(error: unknown, fallback: string): string {
  return failureOf(error)?.msg || fallback;
}

/**
 * A widget whose data did not load, in its own cell: the reason in words, and Retry. The rest of the wall keeps
 * running; a retry reloads only this widget.
 */
export function WidgetFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const refused = isRefused(error);
  return (
    <Result
      className="sluice-cockpit__status"
      status={refused ? '403' : 'warning'}
      title={refused ? t('cockpit.widget.forbidden') : t('cockpit.widget.load-failed')}
      subTitle={failureText(error, t('cockpit.widget.load-failed-reason'))}
      data-testid="cockpit-widget-failed"
      extra={
        refused ? null : (
          <Button type="primary" size="small" onClick={onRetry}>
            {t('common.action.retry')}
          </Button>
        )
      }
    />
  );
}

/** A widget whose point kind the project has none of (a sluice project has no inclinometer). */
export function WidgetNoPoint() {
  const { t } = useTranslation();
  return (
    <Result className="sluice-cockpit__status" status="info" title={t('cockpit.widget.no-point')} data-testid="cockpit-widget-no-point" />
  );
}

/** A widget type this console has no component for (another feature's widget that was not handed in). */
export function WidgetUnavailable() {
  const { t } = useTranslation();
  return <Result className="sluice-cockpit__status" status="info" title={t('cockpit.widget.unavailable')} />;
}
