import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, Form } from 'antd';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../server/src/wire/visualdev';
import { i18n } from '../../../src/lib/i18n';
import { FieldValueText } from '../../../src/features/forms/render/field-value-text';
import { GeneratedFormFields } from '../../../src/features/forms/render/generated-form-fields';
import { recordFromValues } from '../../../src/features/forms/render/value-conversion';

const field = (
  model: string,
  jnpfKey: string,
  label: string,
  settings: Record<string, unknown> = {},
  config: Record<string, unknown> = {},
) => ({ __vModel__: model, __config__: { jnpfKey, label, ...config }, ...settings }) as FormField;

const FIELDS = [
  field('reach', 'input', '巡查河段', { maxlength: 50 }, { required: true }),
  field('weather', 'select', '天气', {
    options: [
      { id: '1', fullName: '晴' },
      { id: '2', fullName: '雨' },
    ],
  }),
  field('depth', 'numRange', '水深'),
  field('active', 'switch', '启用'),
];

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <App>{children}</App>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

function Harness() {
  const [record, setRecord] = useState<string>('');
  return (
    <Form layout="vertical" onFinish={(values: Record<string, unknown>) => setRecord(JSON.stringify(recordFromValues(FIELDS, values)))}>
      <GeneratedFormFields fields={FIELDS} />
      <Button htmlType="submit">submit</Button>
      <output aria-label="record">{record}</output>
    </Form>
  );
}

describe('GeneratedFormFields', () => {
  it('refuses an empty required field with its sentence, then sends the record', async () => {
    await i18n.changeLanguage('zh-CN');
    const user = userEvent.setup();
    render(wrap(<Harness />));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('巡查河段不能为空')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '巡查河段' }), '青水河');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('{"reach":"青水河"}', { exact: false })).toBeInTheDocument();
  });
});

describe('FieldValueText', () => {
  it('names a chosen option and formats a range', () => {
    render(wrap(<FieldValueText field={FIELDS[1] as FormField} value="2" />));
    expect(screen.getByText('雨')).toBeInTheDocument();
    render(wrap(<FieldValueText field={FIELDS[2] as FormField} value={[1, null]} />));
    expect(screen.getByText('1 ~')).toBeInTheDocument();
  });
});
