import { Switch } from 'antd';
import { useId } from 'react';

export interface SettingSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  disabled?: boolean;
}

/** One on/off row of the settings drawer; the label names the switch for screen readers. */
export function SettingSwitch({ label, checked, onChange, testId, disabled = false }: SettingSwitchProps) {
  const id = useId();
  return (
    <div className="sluice-settings__row">
      <span id={id}>{label}</span>
      <Switch size="small" checked={checked} disabled={disabled} onChange={onChange} aria-labelledby={id} data-testid={testId} />
    </div>
  );
}
