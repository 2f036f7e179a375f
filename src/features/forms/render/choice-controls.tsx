import { Checkbox, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { holdsList, kindOf } from './field-kinds';
import { useChoiceOptions } from './dictionary-options';
import { textSetting, type FieldControlProps } from './field-control-props';

// Option lists: select and dicSelect (a drop-down, a list when `multiple`), radio (one), checkbox (always a list).

type OptionValue = string | number;

export function ChoiceSelect({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const options = useChoiceOptions(field);
  const multiple = holdsList(field);
  return (
    <Select<OptionValue | OptionValue[]>
      id={id}
      value={(value ?? (multiple ? [] : undefined)) as OptionValue | OptionValue[] | undefined}
      onChange={(next) => onChange?.(next)}
      options={options}
      mode={multiple ? 'multiple' : undefined}
      allowClear={!readOnly}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={textSetting(field, 'placeholder') ?? t('forms.render.choose')}
      disabled={disabled}
      open={readOnly ? false : undefined}
      style={{ width: '100%' }}
    />
  );
}

export function ChoiceRadio({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const options = useChoiceOptions(field);
  return (
    <Radio.Group
      id={id}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      options={options}
      disabled={disabled || readOnly}
    />
  );
}

export function ChoiceCheckbox({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const options = useChoiceOptions(field);
  return (
    <span id={id}>
      <Checkbox.Group<OptionValue>
        value={Array.isArray(value) ? (value as OptionValue[]) : []}
        onChange={(next) => onChange?.(next)}
        options={options}
        disabled={disabled || readOnly}
      />
    </span>
  );
}

/** The choice component of select, dicSelect, radio and checkbox. */
export function ChoiceControl(props: FieldControlProps) {
  const kind = kindOf(props.field);
  if (kind === 'radio' && !props.field.multiple) return <ChoiceRadio {...props} />;
  if (kind === 'checkbox') return <ChoiceCheckbox {...props} />;
  return <ChoiceSelect {...props} />;
}
