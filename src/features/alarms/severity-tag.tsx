import { useTranslation } from 'react-i18next';
import type { AlarmSeverity } from './alarm-types';
import { SEVERITY_STYLE, severityLabel } from './severity';

/** A pill in the level's colour with its name. */
export function SeverityTag({ severity, name }: { severity: AlarmSeverity; name?: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="sluice-severity-tag" style={SEVERITY_STYLE[severity]} data-severity={severity}>
      {severityLabel(t, severity, name)}
    </span>
  );
}
