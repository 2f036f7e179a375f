import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Segmented, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { moveItem, removeItem, type DesignField } from './design-model';
import { withConfig, withSetting } from './setting-edits';
import { useDictionaries } from './use-dictionaries';

type FieldOption = NonNullable<DesignField['options']>[number];

/** The next option id: one past the largest numeric id, so ids stay unique however options were removed. */
export function nextOptionId(options: readonly FieldOption[]): string {
  const numbers = options.map((option) => Number(option.id)).filter(Number.isInteger);
  return String(Math.max(0, ...numbers) + 1);
}

interface EditorProps {
  field: DesignField;
  onChange: (field: DesignField) => void;
}

/** The dictionary a list takes its options from. */
export function DictionaryPicker({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const dictionaries = useDictionaries();
  const value = field.__config__.dictionaryType;
  return (
    <Form.Item
      label={t('designer.props.dictionary')}
      required
      validateStatus={value ? undefined : 'error'}
      help={value ? undefined : t('designer.props.dictionary-missing')}
    >
      <Select
        showSearch
        optionFilterProp="label"
        value={value || undefined}
        options={dictionaries}
        placeholder={t('designer.props.dictionary-choose')}
        onChange={(next: string) => onChange(withConfig(field, 'dictionaryType', next))}
      />
    </Form.Item>
  );
}

/**
 * A choice field's options: fixed ones (added, renamed, moved, removed) or a dictionary's. Two options with one id
 * are marked, as the server refuses them.
 */
export function OptionsEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const options = field.options ?? [];
  const fromDictionary = field.__config__.dictionaryType !== undefined;
  const setOptions = (next: FieldOption[]) => onChange(withSetting(field, 'options', next));
  const ids = options.map((option) => String(option.id));

  const source = (
    <Form.Item label={t('designer.props.options-source')}>
      <Segmented
        value={fromDictionary ? 'dictionary' : 'fixed'}
        options={[
          { value: 'fixed', label: t('designer.props.options-fixed') },
          { value: 'dictionary', label: t('designer.props.options-dictionary') },
        ]}
        onChange={(value) => {
          // An empty dictionary id keeps the list on a dictionary until the person picks one (withConfig would drop it).
          if (value === 'dictionary') {
            const cleared = withSetting(field, 'options', undefined);
            onChange({ ...cleared, __config__: { ...cleared.__config__, dictionaryType: '' } });
            return;
          }
          onChange(
            withSetting(withConfig(field, 'dictionaryType', undefined), 'options', [
              { id: '1', fullName: t('designer.props.option-name', { n: 1 }) },
              { id: '2', fullName: t('designer.props.option-name', { n: 2 }) },
            ]),
          );
        }}
      />
    </Form.Item>
  );
  if (fromDictionary) {
    return (
      <>
        {source}
        <DictionaryPicker field={field} onChange={onChange} />
      </>
    );
  }
  return (
    <>
      {source}
      <Form.Item
        label={t('designer.props.options')}
        help={options.length === 0 ? t('designer.props.options-missing') : undefined}
        validateStatus={options.length === 0 ? 'error' : undefined}
      >
        <ol className="sluice-designer__rows" aria-label={t('designer.props.options')}>
          {options.map((option, index) => {
            const twice = ids.indexOf(String(option.id)) !== index;
            return (
              <li key={index} className="sluice-designer__row">
                <Space.Compact block>
                  <Input
                    className="sluice-designer__option-id"
                    value={String(option.id)}
                    status={twice || String(option.id) === '' ? 'error' : undefined}
                    aria-label={t('designer.props.option-id', { n: index + 1 })}
                    maxLength={64}
                    onChange={(event) => setOptions(options.map((item, at) => (at === index ? { ...item, id: event.target.value } : item)))}
                  />
                  <Input
                    value={option.fullName}
                    aria-label={t('designer.props.option-label', { n: index + 1 })}
                    maxLength={100}
                    onChange={(event) =>
                      setOptions(options.map((item, at) => (at === index ? { ...item, fullName: event.target.value } : item)))
                    }
                  />
                </Space.Compact>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('designer.props.option-up', { n: index + 1 })}
                  disabled={index === 0}
                  onClick={() => setOptions(moveItem(options, index, index - 1))}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('designer.props.option-down', { n: index + 1 })}
                  disabled={index === options.length - 1}
                  onClick={() => setOptions(moveItem(options, index, index + 1))}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('designer.props.option-remove', { n: index + 1 })}
                  onClick={() => setOptions(removeItem(options, index))}
                />
              </li>
            );
          })}
        </ol>
        <Button
          size="small"
          type="dashed"
          block
          icon={<PlusOutlined />}
          onClick={() =>
            setOptions([...options, { id: nextOptionId(options), fullName: t('designer.props.option-name', { n: options.length + 1 }) }])
          }
        >
          {t('designer.props.option-add')}
        </Button>
      </Form.Item>
    </>
  );
}
