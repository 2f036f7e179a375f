import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VisibleProject } from '../../../lib/live/visible-projects';
import { SEVERITIES, type AlarmFilter, type AlarmSeverity, type AlarmStateFilter } from '../alarm-types';
import { defaultSeverityName } from '../severity';

export const DEFAULT_FILTER: AlarmFilter = { state: 'all' };

export interface AlarmFiltersProps {
  value: AlarmFilter;
  projects: readonly VisibleProject[];
  onChange: (filter: AlarmFilter) => void;
}

type AckChoice = 'any' | 'yes' | 'no';

/** Filters of the alarm page: project, level, state and acknowledgement. */
export function AlarmFilters({ value, projects, onChange }: AlarmFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<AlarmFilter>) => {
    const next: AlarmFilter = { ...value, ...patch };
    for (const key of Object.keys(next) as (keyof AlarmFilter)[]) if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  const ack: AckChoice = value.acknowledged === undefined ? 'any' : value.acknowledged ? 'yes' : 'no';
  return (
    <Space wrap className="sluice-alarm-filters" data-testid="alarm-filters">
      <Select<string>
        aria-label={t('alarms.filter.project')}
        className="sluice-alarm-filters__project"
        value={value.projectId ?? ''}
        onChange={(projectId) => set({ projectId: projectId || undefined })}
        options={[
          { value: '', label: t('alarms.filter.all-projects') },
          ...projects.map((project) => ({ value: project.id, label: project.name })),
        ]}
        data-testid="alarm-filter-project"
      />
      <Select<number>
        aria-label={t('alarms.filter.severity')}
        className="sluice-alarm-filters__severity"
        value={value.severity ?? 0}
        onChange={(severity) => set({ severity: severity ? (severity as AlarmSeverity) : undefined })}
        options={[
          { value: 0, label: t('alarms.filter.all-severities') },
          ...SEVERITIES.map((severity) => ({ value: severity, label: defaultSeverityName(t, severity) })),
        ]}
        data-testid="alarm-filter-severity"
      />
      <Select<AlarmStateFilter>
        aria-label={t('alarms.filter.state')}
        className="sluice-alarm-filters__state"
        value={value.state}
        onChange={(state) => set({ state })}
        options={[
          { value: 'all', label: t('alarms.filter.all-states') },
          { value: 'open', label: t('alarms.state.open') },
          { value: 'active', label: t('alarms.state.active') },
          { value: 'cleared', label: t('alarms.state.cleared') },
        ]}
        data-testid="alarm-filter-state"
      />
      <Select<AckChoice>
        aria-label={t('alarms.filter.acknowledged')}
        className="sluice-alarm-filters__ack"
        value={ack}
        onChange={(choice) => set({ acknowledged: choice === 'any' ? undefined : choice === 'yes' })}
        options={[
          { value: 'any', label: t('alarms.filter.ack-any') },
          { value: 'no', label: t('alarms.filter.ack-no') },
          { value: 'yes', label: t('alarms.filter.ack-yes') },
        ]}
        data-testid="alarm-filter-ack"
      />
      <Button onClick={() => onChange(DEFAULT_FILTER)}>{t('alarms.filter.reset')}</Button>
    </Space>
  );
}
