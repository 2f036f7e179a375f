import { Input, InputNumber } from 'antd';
import { textMax } from './field-kinds';
import { numberSetting, textSetting, type FieldControlProps } from './field-control-props';

// Text and number inputs: input, textarea, inputNumber.

const asText = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

export function TextInput({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  return (
    <Input
      id={id}
      value={asText(value)}
      onChange={(event) => onChange?.(event.target.value)}
      maxLength={textMax(field)}
      showCount={field.maxlength !== undefined}
      placeholder={textSetting(field, 'placeholder')}
      disabled={disabled}
      readOnly={readOnly}
      allowClear={!readOnly}
    />
  );
}

export function TextArea({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  return (
    <Input.TextArea
      id={id}
      value={asText(value)}
      onChange={(event) => onChange?.(event.target.value)}
      maxLength={textMax(field)}
      showCount={field.maxlength !== undefined}
      autoSize={{ minRows: 3, maxRows: 8 }}
      placeholder={textSetting(field, 'placeholder')}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}

export function NumberInput({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  return (
    <InputNumber<number>
      id={id}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange?.(next ?? undefined)}
      min={field.min}
      max={field.max}
      precision={field.precision}
      step={numberSetting(field, 'step')}
      placeholder={textSetting(field, 'placeholder')}
      disabled={disabled}
      readOnly={readOnly}
      style={{ width: '100%' }}
    />
  );
}
