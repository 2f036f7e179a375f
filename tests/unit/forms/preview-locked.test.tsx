import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App, Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { FormField, JnpfKey } from '../../../server/src/wire/visualdev';
import { i18n } from '../../../src/lib/i18n';
import { GeneratedFormFields } from '../../../src/features/forms/render/generated-form-fields';

// Seed 001 section 2: under /previewModel?isPreview=1 the work-order parts show a not-allowed cursor and cannot be
// filled in; the form's other fields stay usable.

const FIELDS = [
  { __vModel__: 'patrol', __config__: { jnpfKey: 'patrolContent', label: '巡查内容' } },
  { __vModel__: 'note', __config__: { jnpfKey: 'input', label: '备注' } },
  { __vModel__: 'upkeep', __config__: { jnpfKey: 'maintenanceCheck', label: '养护清单' } },
] as FormField[];

function renderFields(lockedKinds?: ReadonlySet<JnpfKey>) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <App>
          <Form>
            <GeneratedFormFields fields={FIELDS} lockedKinds={lockedKinds} />
          </Form>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('locked kinds in a design preview', () => {
  it('shows patrol contents under a not-allowed cursor with nothing to add, other fields usable', async () => {
    await i18n.changeLanguage('zh-CN');
    const { container } = renderFields(new Set<JnpfKey>(['patrolContent']));
    expect(screen.queryByRole('button', { name: /添加巡查内容/ })).toBeNull();
    expect(screen.getByText('暂无巡查内容')).toBeInTheDocument();
    const locked = container.querySelector('[data-locked]') as HTMLElement;
    expect(locked.style.cursor).toBe('not-allowed');
    expect(screen.getByRole('textbox', { name: '备注' })).toBeEnabled();
  });

  it('shows the maintenance checklist with its seven fixed rows, locked', async () => {
    await i18n.changeLanguage('zh-CN');
    const { container } = renderFields(new Set<JnpfKey>(['maintenanceCheck']));
    expect(await screen.findByText('清洁设备及周边')).toBeInTheDocument();
    expect(screen.getByText('清理现场并记录')).toBeInTheDocument();
    const table = container.querySelector('[data-locked] table') as HTMLElement;
    expect(table.querySelectorAll('tbody tr')).toHaveLength(7);
    expect([...table.querySelectorAll('input')].every((input) => input.disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: /添加一行|add/i })).toBeNull();
  });

  it('leaves patrol contents usable outside a preview', async () => {
    await i18n.changeLanguage('zh-CN');
    renderFields();
    expect(screen.getByRole('button', { name: /添加巡查内容/ })).toBeEnabled();
  });
});
