import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchBarProps<Values extends object> {
  /** Form.Item fields. */
  children: ReactNode;
  onSearch: (values: Values) => void;
  /** Called after the fields are cleared, with the cleared values. */
  onReset?: (values: Values) => void;
  initialValues?: Partial<Values>;
  form?: FormInstance<Values>;
  loading?: boolean;
}

/** A search bar (seed 001 section 2): inline fields, then search and reset. Enter in a field searches. */
export function SearchBar<Values extends object>({
  children,
  onSearch,
  onReset,
  initialValues,
  form: given,
  loading,
}: SearchBarProps<Values>) {
  const { t } = useTranslation();
  const [own] = Form.useForm<Values>();
  const form = given ?? own;
  return (
    <Form<Values>
      form={form}
      layout="inline"
      className="sluice-search-bar"
      role="search"
      initialValues={initialValues}
      onFinish={(values) => onSearch(values)}
    >
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
          {t('ui.search.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onReset?.(form.getFieldsValue(true) as Values);
          }}
        >
          {t('ui.search.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
