import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { calculate } from './calculate-expression';
import { textSetting, type FieldControlProps } from './field-control-props';

// A calculated field (seed 001 section 5): read-only, shown with 2 decimals, recomputed 500 ms after the other fields
// stop changing; an invalid expression or result gives 0.

const RECALCULATE_DELAY_MS = 500;

export function CalculateControl({ field, value, onChange, id, disabled }: FieldControlProps) {
  const form = Form.useFormInstance();
  const values = Form.useWatch((all: Record<string, unknown>) => all, form);
  const expression = textSetting(field, 'expression') ?? '';
  const precision = field.precision ?? 2;
  useEffect(() => {
    const timer = setTimeout(() => {
      const result = calculate(expression, values ?? {}, precision);
      if (result !== value) onChange?.(result);
    }, RECALCULATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expression, values, precision, value, onChange]);
  return (
    <Input
      id={id}
      readOnly
      disabled={disabled}
      value={typeof value === 'number' ? value.toFixed(2) : (0).toFixed(2)}
      style={{ textAlign: 'right' }}
    />
  );
}
