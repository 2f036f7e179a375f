import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DesignField } from './design-model';
import { shows, textOf, withConfig, withSetting } from './setting-edits';

interface SettingsProps {
  field: DesignField;
  onChange: (field: DesignField) => void;
}

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Placeholder, default value, length, calculation, choice flags: the text-like settings of the selected field. */
export function TextSettings({ field, onChange }: SettingsProps) {
  const { t } = useTranslation();
  const config = field.__config__;
  const defaultValue = config.defaultValue;
  return (
    <>
      {shows('placeholder', field) ? (
        <Form.Item label={t('designer.props.placeholder')}>
          <Input
            value={textOf(field, 'placeholder')}
            maxLength={100}
            onChange={(event) => onChange(withSetting(field, 'placeholder', event.target.value))}
          />
        </Form.Item>
      ) : null}
      {shows('defaultText', field) ? (
        <Form.Item label={t('designer.props.default')}>
          <Input
            value={typeof defaultValue === 'string' ? defaultValue : ''}
            maxLength={field.maxlength}
            onChange={(event) => onChange(withConfig(field, 'defaultValue', event.target.value))}
          />
        </Form.Item>
      ) : null}
      {shows('defaultSwitch', field) ? (
        <Form.Item label={t('designer.props.default-on')}>
          <Switch
            checked={defaultValue === 1}
            onChange={(checked) => onChange(withConfig(field, 'defaultValue', checked ? 1 : undefined))}
          />
        </Form.Item>
      ) : null}
      {shows('defaultChoice', field) && !config.dictionaryType ? (
        <Form.Item label={t('designer.props.default')}>
          <Select
            allowClear
            value={defaultValue as string | number | undefined}
            options={(field.options ?? []).map((option) => ({ value: option.id, label: option.fullName }))}
            onChange={(value?: string | number) => onChange(withConfig(field, 'defaultValue', value))}
          />
        </Form.Item>
      ) : null}
      {shows('maxlength', field) ? (
        <Form.Item label={t('designer.props.maxlength')}>
          <InputNumber
            min={1}
            max={100_000}
            precision={0}
            value={field.maxlength}
            onChange={(value) => onChange(withSetting(field, 'maxlength', value ?? undefined))}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ) : null}
      {shows('expression', field) ? (
        <Form.Item label={t('designer.props.expression')} tooltip={t('designer.props.expression-hint')}>
          <Input
            value={textOf(field, 'expression')}
            maxLength={500}
            placeholder="quantity * price"
            onChange={(event) => onChange(withSetting(field, 'expression', event.target.value))}
          />
        </Form.Item>
      ) : null}
      {shows('multiple', field) ? (
        <Form.Item label={t('designer.props.multiple')}>
          <Switch
            checked={field.multiple === true}
            onChange={(checked) => onChange(withSetting(field, 'multiple', checked ? true : undefined))}
          />
        </Form.Item>
      ) : null}
      {shows('inline', field) ? (
        <Form.Item label={t('designer.props.inline')} tooltip={t('designer.props.inline-hint')}>
          <Switch
            checked={field.inline === true}
            onChange={(checked) => onChange(withSetting(field, 'inline', checked ? true : undefined))}
          />
        </Form.Item>
      ) : null}
    </>
  );
}

/** Bounds, decimals, default number, upload limit and address level. */
export function NumberSettings({ field, onChange }: SettingsProps) {
  const { t } = useTranslation();
  const rangeBroken = field.min !== undefined && field.max !== undefined && field.min > field.max;
  const set = (name: string) => (value: number | null) => onChange(withSetting(field, name, value ?? undefined));
  return (
    <>
      {shows('range', field) ? (
        <div className="sluice-designer__props-pair">
          <Form.Item
            label={t('designer.props.min')}
            validateStatus={rangeBroken ? 'error' : undefined}
            help={rangeBroken ? t('designer.props.range-broken') : undefined}
          >
            <InputNumber value={field.min} onChange={set('min')} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('designer.props.max')}>
            <InputNumber value={field.max} onChange={set('max')} style={{ width: '100%' }} />
          </Form.Item>
        </div>
      ) : null}
      {shows('precision', field) ? (
        <Form.Item label={t('designer.props.precision')}>
          <InputNumber min={0} max={10} precision={0} value={field.precision} onChange={set('precision')} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      {shows('defaultNumber', field) ? (
        <Form.Item label={t('designer.props.default')}>
          <InputNumber
            value={numberOf(field.__config__.defaultValue)}
            min={field.min}
            max={field.max}
            precision={field.precision}
            onChange={(value) => onChange(withConfig(field, 'defaultValue', value ?? undefined))}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ) : null}
      {shows('limit', field) ? (
        <Form.Item label={t('designer.props.limit')}>
          <InputNumber min={1} max={9999} precision={0} value={field.limit} onChange={set('limit')} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      {shows('level', field) ? (
        <Form.Item label={t('designer.props.level')}>
          <Select
            value={field.level ?? 2}
            onChange={(value: number) => onChange(withSetting(field, 'level', value))}
            options={[
              { value: 0, label: t('designer.props.level-province') },
              { value: 1, label: t('designer.props.level-city') },
              { value: 2, label: t('designer.props.level-district') },
              { value: 3, label: t('designer.props.level-street') },
            ]}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
