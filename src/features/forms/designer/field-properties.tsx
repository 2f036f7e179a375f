import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Select, Switch } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { JnpfKey } from '../../../../server/src/wire/visualdev';
import { ColumnList } from './column-list';
import { fieldAt, modelProblem, type DesignField, type FieldPath } from './design-model';
import { kindName } from './kind-names';
import { DictionaryPicker, OptionsEditor } from './options-editor';
import { PatternEditor } from './pattern-editor';
import { NumberSettings, TextSettings } from './value-settings';
import { shows, withConfig } from './setting-edits';
import { SourceSettings } from './source-settings';

export interface FieldPropertiesProps {
  fields: readonly DesignField[];
  path: FieldPath;
  problems: ReadonlyMap<number, string>;
  onChange: (field: DesignField) => void;
  onAddColumn: (kind: JnpfKey) => void;
  onColumns: (change: (columns: DesignField[]) => DesignField[]) => void;
  onOpen: (path: FieldPath) => void;
}

/** The spans a field may take in its 24-column row: whole, half, a third, a quarter. */
const spanOptions = (t: TFunction) => [
  { value: 24, label: t('designer.props.span-whole') },
  { value: 12, label: t('designer.props.span-half') },
  { value: 8, label: t('designer.props.span-third') },
  { value: 6, label: t('designer.props.span-quarter') },
];

/** The selected field's settings: the common ones, then those its kind reads. */
export function FieldProperties({ fields, path, problems, onChange, onAddColumn, onColumns, onOpen }: FieldPropertiesProps) {
  const { t } = useTranslation();
  const field = fieldAt(fields, path);
  if (!field) return null;
  const config = field.__config__;
  const keyProblem = modelProblem(fields, path, field.__vModel__);
  const keyHelp = {
    empty: t('designer.props.model-empty'),
    format: t('designer.props.model-format'),
    duplicate: t('designer.props.model-duplicate'),
  };
  const problem = problems.get(config.formId);
  const span = typeof config.span === 'number' ? config.span : 24;

  return (
    <Form layout="vertical" size="small" component="div" className="sluice-designer__props" aria-label={t('designer.props.label')}>
      {path.column !== undefined ? (
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => onOpen({ index: path.index })} className="sluice-designer__back">
          {t('designer.props.back-to-table', { label: fields[path.index]?.__config__.label ?? '' })}
        </Button>
      ) : null}
      <div className="sluice-designer__props-kind">{kindName(t, config.jnpfKey)}</div>
      {problem ? <Alert type="error" showIcon title={problem} className="sluice-designer__props-problem" /> : null}
      <Form.Item
        label={t('designer.props.field-label')}
        required
        validateStatus={config.label.trim() ? undefined : 'error'}
        help={config.label.trim() ? undefined : t('designer.props.label-empty')}
      >
        <Input
          value={config.label}
          maxLength={50}
          onChange={(event) => onChange(withConfig(field, 'label', event.target.value))}
          data-testid="prop-label"
        />
      </Form.Item>
      <Form.Item
        label={t('designer.props.model')}
        tooltip={t('designer.props.model-hint')}
        required
        validateStatus={keyProblem ? 'error' : undefined}
        help={keyProblem ? keyHelp[keyProblem] : undefined}
      >
        <Input
          value={field.__vModel__}
          maxLength={64}
          onChange={(event) => onChange({ ...field, __vModel__: event.target.value.trim() })}
          data-testid="prop-model"
        />
      </Form.Item>
      <div className="sluice-designer__props-pair">
        <Form.Item label={t('designer.props.required')}>
          <Switch
            checked={config.required === true}
            onChange={(checked) => onChange(withConfig(field, 'required', checked))}
            data-testid="prop-required"
          />
        </Form.Item>
        {path.column === undefined ? (
          <Form.Item label={t('designer.props.span')}>
            <Select
              value={span}
              onChange={(value: number) => onChange(withConfig(field, 'span', value === 24 ? undefined : value))}
              options={spanOptions(t)}
            />
          </Form.Item>
        ) : null}
      </div>
      <TextSettings field={field} onChange={onChange} />
      <NumberSettings field={field} onChange={onChange} />
      {shows('options', field) ? <OptionsEditor field={field} onChange={onChange} /> : null}
      {shows('dictionary', field) ? <DictionaryPicker field={field} onChange={onChange} /> : null}
      <SourceSettings field={field} onChange={onChange} />
      {shows('patterns', field) ? <PatternEditor field={field} onChange={onChange} /> : null}
      {shows('columns', field) && path.column === undefined ? (
        <ColumnList
          table={field}
          problems={problems}
          onAdd={onAddColumn}
          onColumns={onColumns}
          onOpen={(column) => onOpen({ index: path.index, column })}
        />
      ) : null}
    </Form>
  );
}
