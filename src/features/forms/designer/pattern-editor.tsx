import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { removeItem, type DesignField } from './design-model';
import { withConfig } from './setting-edits';

type PatternRule = NonNullable<DesignField['__config__']['regList']>[number];

/** JNPF writes patterns as regex literals ('/^\d+$/i'); a bare pattern is taken as it is (as the server reads them). */
const LITERAL = /^\/(.+)\/([imsu]*)$/s;

/** Whether the pattern compiles; the server also refuses patterns that could run away, and says so on save. */
export function patternCompiles(text: string): boolean {
  const literal = LITERAL.exec(text);
  try {
    void (literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(text));
    return text !== '';
  } catch {
    return false;
  }
}

/** A text field's pattern rules, each with the message a failing value shows. */
export function PatternEditor({ field, onChange }: { field: DesignField; onChange: (field: DesignField) => void }) {
  const { t } = useTranslation();
  const rules = field.__config__.regList ?? [];
  const setRules = (next: PatternRule[]) => onChange(withConfig(field, 'regList', next.length > 0 ? next : undefined));
  const edit = (index: number, change: Partial<PatternRule>) =>
    setRules(rules.map((rule, at) => (at === index ? { ...rule, ...change } : rule)));
  return (
    <Form.Item label={t('designer.props.patterns')} tooltip={t('designer.props.patterns-hint')}>
      <ol className="sluice-designer__rows" aria-label={t('designer.props.patterns')}>
        {rules.map((rule, index) => (
          <li key={index} className="sluice-designer__row sluice-designer__row--pattern">
            <div className="sluice-designer__row-inputs">
              <Input
                value={rule.pattern}
                placeholder="/^\d+$/"
                status={patternCompiles(rule.pattern) ? undefined : 'error'}
                aria-label={t('designer.props.pattern', { n: index + 1 })}
                maxLength={200}
                onChange={(event) => edit(index, { pattern: event.target.value })}
              />
              <Input
                value={rule.message ?? ''}
                placeholder={t('designer.props.pattern-message-placeholder')}
                aria-label={t('designer.props.pattern-message', { n: index + 1 })}
                maxLength={100}
                onChange={(event) => edit(index, { message: event.target.value })}
              />
            </div>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('designer.props.pattern-remove', { n: index + 1 })}
              onClick={() => setRules(removeItem(rules, index))}
            />
          </li>
        ))}
      </ol>
      <Button
        size="small"
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={rules.length >= 10}
        onClick={() => setRules([...rules, { pattern: '', message: '' }])}
      >
        {t('designer.props.pattern-add')}
      </Button>
    </Form.Item>
  );
}
