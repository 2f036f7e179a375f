import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../../server/src/wire/visualdev';
import { useChoiceOptions } from './dictionary-options';
import { isEmptyValue, kindOf } from './field-kinds';
import { timeFormat } from './value-conversion';
import dayjs from 'dayjs';

export interface FieldValueTextProps {
  field: FormField;
  /** The record's value (as stored, not a form value). */
  value: unknown;
  /** What the server (or the page's data-interface lookup) named the value's ids: shown instead of the ids. */
  text?: string;
}

function ChoiceText({ field, value }: FieldValueTextProps) {
  const options = useChoiceOptions(field);
  const chosen = Array.isArray(value) ? value : [value];
  const names = chosen.map((item) => options.find((option) => String(option.value) === String(item))?.label ?? String(item));
  return <Typography.Text>{names.join(', ')}</Typography.Text>;
}

function RowCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return <Typography.Text>{t('forms.render.row-count', { count })}</Typography.Text>;
}

function plainText(field: FormField, value: unknown): string {
  switch (kindOf(field)) {
    case 'date':
      return typeof value === 'number' ? dayjs(value).format('YYYY-MM-DD') : '';
    case 'time':
      return typeof value === 'string' ? dayjs(`2000-01-01 ${value}`).format(timeFormat(field)) : '';
    case 'numRange':
      return Array.isArray(value) ? value.map((end) => (end === null ? '' : String(end))).join(' ~ ') : '';
    case 'calculate':
      return typeof value === 'number' ? value.toFixed(2) : '';
    case 'switch':
      return value === 1 ? '✓' : '✗';
    case 'location': {
      const place = value as { lngLat?: string; address?: string };
      return place.address ? `${place.address} (${place.lngLat ?? ''})` : (place.lngLat ?? '');
    }
    case 'uploadFz':
      return Array.isArray(value) ? value.map((file: { name?: string }) => file.name ?? '').join(', ') : '';
    case 'uploadImg':
      return typeof value === 'string'
        ? value
            .split(',')
            .map((link) => link.slice(link.lastIndexOf('/') + 1))
            .join(', ')
        : '';
    case 'editor':
      // Rich text as its words: a list cell shows no markup.
      return typeof value === 'string' ? (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '') : '';
    case 'signature':
      return '✓';
    case 'address':
    case 'organizeSelect':
      return Array.isArray(value) ? value.map((path) => (Array.isArray(path) ? path.join('/') : String(path))).join(', ') : '';
    default:
      return Array.isArray(value) ? value.map(String).join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** A record value as a read-only cell of a list column. */
export function FieldValueText({ field, value, text }: FieldValueTextProps) {
  if (isEmptyValue(value)) return null;
  if (text !== undefined) return <Typography.Text>{text}</Typography.Text>;
  const kind = kindOf(field);
  if (kind === 'select' || kind === 'radio' || kind === 'checkbox' || kind === 'dicSelect')
    return <ChoiceText field={field} value={value} />;
  if (kind === 'table' || kind === 'patrolContent' || kind === 'maintenanceCheck' || kind === 'assessment') {
    return <RowCount count={Array.isArray(value) ? value.length : 0} />;
  }
  return <Typography.Text>{plainText(field, value)}</Typography.Text>;
}
