import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESIGNER_KEYS, fetchBases, fetchInterfaces } from './api';
import type { DesignField } from './design-model';
import { PatrolSource } from './patrol-source';
import { textOf, withSetting } from './setting-edits';

interface SettingsProps {
  field: DesignField;
  onChange: (field: DesignField) => void;
}

/** The date formats a date field offers: a day, or a day with its time. */
const DATE_FORMATS = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss'] as const;

/** A popup select's data interface (picked from the list, or typed), its value column and the column it shows. */
function PopupSource({ field, onChange }: SettingsProps) {
  const { t } = useTranslation();
  const interfaces = useQuery({ queryKey: DESIGNER_KEYS.interfaces, queryFn: fetchInterfaces, staleTime: 60_000, retry: false });
  const options = (interfaces.data?.list ?? []).map((item) => ({ value: item.id, label: `${item.fullName} (${item.enCode})` }));
  return (
    <>
      <Form.Item label={t('designer.props.interface')}>
        <AutoComplete
          value={textOf(field, 'interfaceId')}
          options={options}
          placeholder={t('designer.props.interface-placeholder')}
          filterOption={(input, option) =>
            String(option?.label ?? '')
              .toLowerCase()
              .includes(input.toLowerCase())
          }
          onChange={(value: string) => onChange(withSetting(field, 'interfaceId', value))}
        />
      </Form.Item>
      <div className="sluice-designer__props-pair">
        <Form.Item label={t('designer.props.value-column')}>
          <Input
            value={textOf(field, 'propsValue')}
            placeholder="id"
            maxLength={64}
            onChange={(event) => onChange(withSetting(field, 'propsValue', event.target.value))}
          />
        </Form.Item>
        <Form.Item label={t('designer.props.display-column')}>
          <Input
            value={textOf(field, 'relationField')}
            placeholder="fullName"
            maxLength={64}
            onChange={(event) => onChange(withSetting(field, 'relationField', event.target.value))}
          />
        </Form.Item>
      </div>
    </>
  );
}

/** A related form: which released form, and which of its fields the choice shows. */
function RelationSource({ field, onChange }: SettingsProps) {
  const { t } = useTranslation();
  const forms = useQuery({
    queryKey: DESIGNER_KEYS.forms,
    queryFn: () => fetchBases({ keyword: '', category: '', currentPage: 1, pageSize: 200 }),
    staleTime: 60_000,
  });
  const options = (forms.data?.list ?? []).filter((form) => form.state === 1).map((form) => ({ value: form.id, label: form.fullName }));
  return (
    <>
      <Form.Item label={t('designer.props.related-form')}>
        <Select
          showSearch
          allowClear
          optionFilterProp="label"
          value={textOf(field, 'modelId') || undefined}
          options={options}
          placeholder={t('designer.props.related-form-choose')}
          onChange={(value?: string) => onChange(withSetting(field, 'modelId', value))}
        />
      </Form.Item>
      <Form.Item label={t('designer.props.display-field')}>
        <Input
          value={textOf(field, 'relationField')}
          maxLength={64}
          onChange={(event) => onChange(withSetting(field, 'relationField', event.target.value))}
        />
      </Form.Item>
    </>
  );
}

/** Where a popup select, related form or patrol contents take their choices from, a date's format, a sub-table's totals row. */
export function SourceSettings({ field, onChange }: SettingsProps) {
  const { t } = useTranslation();
  switch (field.__config__.jnpfKey) {
    case 'popupSelect':
      return <PopupSource field={field} onChange={onChange} />;
    case 'relationForm':
      return <RelationSource field={field} onChange={onChange} />;
    case 'patrolContent':
      return <PatrolSource field={field} onChange={onChange} />;
    case 'date':
      return (
        <Form.Item label={t('designer.props.date-format')}>
          <Select
            value={textOf(field, 'format') || DATE_FORMATS[0]}
            options={DATE_FORMATS.map((value) => ({ value, label: value }))}
            onChange={(value: string) => onChange(withSetting(field, 'format', value === DATE_FORMATS[0] ? undefined : value))}
          />
        </Form.Item>
      );
    case 'table':
      return (
        <Form.Item label={t('designer.props.show-summary')}>
          <Switch
            checked={(field as Record<string, unknown>).showSummary === true}
            onChange={(checked) => onChange(withSetting(field, 'showSummary', checked ? true : undefined))}
          />
        </Form.Item>
      );
    default:
      return null;
  }
}
