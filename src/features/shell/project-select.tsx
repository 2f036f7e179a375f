import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** A project, or a named group of them. */
export type ProjectSelectOption =
  { label: string; value: string } | { label: string; title: string; options: { label: string; value: string }[] };

export interface ProjectSelectProps {
  width: number;
  loading: boolean;
  disabled: boolean;
  placeholder: string;
  value: string | undefined;
  options: ProjectSelectOption[];
  onChange: (projectId: string) => void;
  /** Taking over from the stand-in that was pressed or tabbed to (project-selector.tsx). */
  defaultOpen?: boolean;
  autoFocus?: boolean;
}

/** The project selector's drop-down: searchable by name, grouped by organisation. The choosing rules live in the caller. */
export function ProjectSelect({
  width,
  loading,
  disabled,
  placeholder,
  value,
  options,
  onChange,
  defaultOpen = false,
  autoFocus = false,
}: ProjectSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      data-testid="project-selector"
      className="sluice-project-selector"
      aria-label={t('topbar.project.label')}
      style={{ width }}
      loading={loading}
      disabled={disabled}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      options={options}
      popupMatchSelectWidth={false}
      onChange={onChange}
      defaultOpen={defaultOpen && !disabled}
      autoFocus={autoFocus}
    />
  );
}
