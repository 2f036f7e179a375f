import { BellFilled } from '@ant-design/icons';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SEVERITIES, type AlarmSeverity } from '../alarm-types';
import { SEVERITY_STYLE, severityLabel } from '../severity';
import type { BellSummary } from './bell-summary';

export interface AlarmBellProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  summary: BellSummary;
  names: Partial<Record<AlarmSeverity, string>>;
  /** Narrow screens: one count in the most serious level's colour instead of one per level. */
  compact?: boolean;
}

/**
 * The top bar's alarm button: a bell with the count of active alarms per level in the level's colour. It
 * pulses in the colour of the most serious level while an active alarm waits for acknowledgement.
 */
export const AlarmBell = forwardRef<HTMLButtonElement, AlarmBellProps>(function AlarmBell(
  { summary, names, compact = false, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const label = summary.attention
    ? t('alarms.bell.label-attention', { count: summary.total })
    : t('alarms.bell.label', { count: summary.total });
  const classes = ['sluice-alarm-bell'];
  if (summary.attention) classes.push('sluice-alarm-bell--attention');
  if (className) classes.push(className);
  return (
    <button
      ref={ref}
      type="button"
      {...rest}
      className={classes.join(' ')}
      title={label}
      data-testid="alarm-bell"
      data-attention={summary.attention ? 'true' : 'false'}
      data-severity={summary.highest ?? 0}
      style={summary.highest ? { ['--sluice-alarm-colour' as string]: SEVERITY_STYLE[summary.highest].background } : undefined}
    >
      <BellFilled className="sluice-alarm-bell__icon" aria-hidden />
      {/* The name comes from this text, not aria-label: axe requires a label to contain the visible counts. */}
      <span className="sluice-alarm-bell__label">{label}</span>
      {compact && summary.highest ? (
        <span className="sluice-alarm-bell__count" style={SEVERITY_STYLE[summary.highest]} data-testid="alarm-count-total" aria-hidden>
          {summary.total}
        </span>
      ) : null}
      {(compact ? [] : SEVERITIES.filter((severity) => summary.counts[severity] > 0)).map((severity) => (
        <span
          key={severity}
          className="sluice-alarm-bell__count"
          style={SEVERITY_STYLE[severity]}
          data-testid={`alarm-count-${severity}`}
          aria-hidden
          title={severityLabel(t, severity, names[severity])}
        >
          {summary.counts[severity]}
        </span>
      ))}
    </button>
  );
});
