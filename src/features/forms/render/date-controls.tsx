import { DatePicker, InputNumber, Space, Switch, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { textSetting, type FieldControlProps } from './field-control-props';
import { timeFormat } from './value-conversion';

// Dates (dayjs in the form, epoch ms in the record), times, switches (1 on / 0 off) and number ranges.

export function DateControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const format = textSetting(field, 'format') ?? 'YYYY-MM-DD';
  const withTime = /H|h|m|s/.test(format);
  return (
    <DatePicker
      id={id}
      value={(value ?? null) as Dayjs | null}
      onChange={(next) => onChange?.(next ?? undefined)}
      format={format}
      showTime={withTime}
      disabled={disabled}
      inputReadOnly={readOnly}
      open={readOnly ? false : undefined}
      style={{ width: '100%' }}
    />
  );
}

export function TimeControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  return (
    <TimePicker
      id={id}
      value={(value ?? null) as Dayjs | null}
      onChange={(next) => onChange?.(next ?? undefined)}
      format={timeFormat(field)}
      disabled={disabled}
      inputReadOnly={readOnly}
      open={readOnly ? false : undefined}
      style={{ width: '100%' }}
    />
  );
}

export function SwitchControl({ value, onChange, id, disabled, readOnly }: FieldControlProps) {
  return (
    <Switch id={id} checked={value === true || value === 1} onChange={(checked) => onChange?.(checked)} disabled={disabled || readOnly} />
  );
}

type RangeValue = [number | null, number | null];

/** Two number inputs; the record gets [] when both are empty (value-conversion.ts). */
export function NumberRangeControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const [low, high]: RangeValue = Array.isArray(value) ? (value as RangeValue) : [null, null];
  const change = (next: RangeValue) => onChange?.(next);
  return (
    <Space.Compact id={id} style={{ width: '100%' }}>
      <InputNumber<number>
        aria-label={t('forms.render.range-low')}
        value={low}
        onChange={(next) => change([next, high])}
        min={field.min}
        max={field.max}
        precision={field.precision}
        placeholder={t('forms.render.range-low')}
        disabled={disabled}
        readOnly={readOnly}
        style={{ width: '50%' }}
      />
      <InputNumber<number>
        aria-label={t('forms.render.range-high')}
        value={high}
        onChange={(next) => change([low, next])}
        min={field.min}
        max={field.max}
        precision={field.precision}
        placeholder={t('forms.render.range-high')}
        disabled={disabled}
        readOnly={readOnly}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}
