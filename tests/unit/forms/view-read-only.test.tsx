import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { JNPF_KEYS, type FormField, type JnpfKey } from '../../../server/src/wire/visualdev';
import { i18n } from '../../../src/lib/i18n';
import { GeneratedFormFields } from '../../../src/features/forms/render/generated-form-fields';
import { valuesFromRecord } from '../../../src/features/forms/render/value-conversion';
import '../support/dom-setup';

// Issue 14: a record's view (the generated list's view drawer, /formDetails, fill-in status 2/3) must not look
// editable: every kind shows antd's disabled look, or plain text, and offers nothing to type into or press.

const OPTIONS = [
  { id: '1', fullName: '晴' },
  { id: '2', fullName: '雨' },
];

function fieldOf(kind: JnpfKey): FormField {
  const config: Record<string, unknown> = { jnpfKey: kind, label: `label-${kind}` };
  if (kind === 'table') config.children = [{ __vModel__: 'part', __config__: { jnpfKey: 'input', label: '部位' } }];
  const settings: Record<string, unknown> = {};
  if (kind === 'select' || kind === 'radio' || kind === 'checkbox') settings.options = OPTIONS;
  return { __vModel__: `f_${kind}`, __config__: config, ...settings } as unknown as FormField;
}

const FIELDS = JNPF_KEYS.map(fieldOf);
const RECORD: Record<string, unknown> = {
  f_input: '青水河',
  f_inputNumber: 12.5,
  f_select: '2',
  f_date: Date.UTC(2026, 10, 2),
  f_time: '08:30',
  f_numRange: [1, 3],
  f_switch: 1,
  f_textarea: '堤顶无裂缝',
};

/** Elements a person could type into or press. */
const ACTIVE = 'input, textarea, button, [role="combobox"], [contenteditable="true"]';

function isInert(element: Element): boolean {
  if (element.matches(':disabled')) return true;
  // antd keeps a disabled select's search input enabled but marks its frame; a disabled control's wrapper carries
  // the -disabled class.
  return element.closest('[class*="-disabled"]') !== null;
}

describe('a record view', () => {
  it('shows every field kind greyed, with nothing editable, and keeps the values readable', async () => {
    await i18n.changeLanguage('zh-CN');
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nextProvider i18n={i18n}>
          <App>
            <Form initialValues={valuesFromRecord(FIELDS, RECORD)}>
              <GeneratedFormFields fields={FIELDS} readOnly />
            </Form>
          </App>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    // The lazily loaded kinds (rich text, signature, map) have replaced their placeholders.
    await waitFor(
      () => {
        expect(container.querySelectorAll('.ant-form-item')).toHaveLength(JNPF_KEYS.length);
        expect(container.querySelector('.ant-skeleton')).toBeNull();
      },
      { timeout: 15_000 },
    );
    const items = [...container.querySelectorAll('.ant-form-item')];
    const editable = items.flatMap((item) =>
      [...item.querySelectorAll(ACTIVE)]
        .filter((element) => !isInert(element))
        .map((element) => `${item.querySelector('label')?.textContent ?? '?'}: ${element.outerHTML.slice(0, 80)}`),
    );
    expect(editable).toEqual([]);
    expect(screen.getByDisplayValue('青水河')).toBeDisabled();
    expect(screen.getByDisplayValue('12.5')).toBeDisabled();
    expect(screen.getByDisplayValue('2026-11-02')).toBeDisabled();
    // The chosen option's name, in the greyed select.
    expect(screen.getByTitle('雨')).toBeInTheDocument();
    // Every kind at once loads the rich-text editor, the map and the signature pad: slow on two busy cores.
  }, 45_000);
});
