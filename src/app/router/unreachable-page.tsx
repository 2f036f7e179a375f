import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnreachableProps } from '../guard/navigation-guard';

const RETRY_SECONDS = 15;

/** The server did not answer: say so and try again on a timer, so a wall display recovers unattended. */
function Countdown({ onRetry, retrying }: Omit<UnreachableProps, 'attempt'>) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(RETRY_SECONDS);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    // Once per countdown (onRetry is stable): a failed try starts a new one, the page being keyed by the attempt.
    if (left === 0) onRetry();
  }, [left, onRetry]);
  return (
    <Result
      status="warning"
      title={t('errors.unreachable.title')}
      subTitle={t('errors.unreachable.body', { seconds: left })}
      extra={
        <Button type="primary" loading={retrying} onClick={onRetry}>
          {t('common.action.retry')}
        </Button>
      }
    />
  );
}

/** The guard's page for a CurrentUser call nobody answered; each failed try counts down afresh. */
export function UnreachablePage({ onRetry, retrying, attempt }: UnreachableProps) {
  return <Countdown key={attempt} onRetry={onRetry} retrying={retrying} />;
}
