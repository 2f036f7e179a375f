import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { OnlineDevRow } from '../../../server/src/wire/online-dev';
import type { FormField } from '../../../server/src/wire/visualdev';
import { i18n } from '../../../src/lib/i18n';
import { recordColumns } from '../../../src/features/forms/generated/record-columns';
import { useRowsWithPopupNames } from '../../../src/features/forms/generated/use-popup-names';
import { PopupSelectControl, RelationFormControl } from '../../../src/features/forms/render/popup-controls';
import { okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';

// Issue 14: a generated list shows names where records hold ids. The server sends them beside the record
// (displayText); popup selects are named by their data interface, once per page; a stored popup or related record
// opened in a form shows its name, not its id.

const field = (model: string, jnpfKey: string, label: string, settings: Record<string, unknown> = {}) =>
  ({ __vModel__: model, __config__: { jnpfKey, label }, ...settings }) as FormField;

const WHO = field('who', 'userSelect', '负责人');
const GATE = field('gate', 'popupSelect', '闸门', { interfaceId: 'di-gates', propsValue: 'code', relationField: 'name' });
const SOURCE = field('source', 'relationForm', '来源巡检', { modelId: 'form-dam-inspection', relationField: 'findings' });
const INFO_BY_IDS = 'POST /api/system/DataInterface/di-gates/Actions/InfoByIds';

const row = (id: string, extra: Record<string, unknown>, displayText: Record<string, string> = {}): OnlineDevRow => ({
  id,
  creatorUserId: 'usr-admin',
  creatorTime: 1,
  lastModifyTime: null,
  displayText,
  ...extra,
});

const { serve, api } = setUpRendering({
  defaults: () => ({
    [INFO_BY_IDS]: () =>
      okBody([
        { code: 'G1', name: '一号闸门' },
        { code: 'G2', name: '二号闸门' },
      ]),
    'GET /api/visualdev/OnlineDev/form-dam-inspection/rec-7': () =>
      okBody({ id: 'rec-7', data: JSON.stringify({ findings: '坝顶排水沟淤积' }) }),
  }),
});

function Wrap({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <App>{children}</App>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

describe('names in a generated list', () => {
  it('shows the name the server sent, not the id', () => {
    const [column] = recordColumns([WHO], new Set());
    const cell = column!.render!(undefined, row('r1', { who: 'usr-duty01' }, { who: '王海涛' }), 0) as ReactNode;
    render(<Wrap>{cell}</Wrap>);
    expect(screen.getByText('王海涛')).toBeInTheDocument();
    expect(screen.queryByText('usr-duty01')).toBeNull();
  });

  it("names a page's popup selects with one data-interface call", async () => {
    serve();
    const rows = [row('r1', { gate: 'G1' }), row('r2', { gate: 'G2' }), row('r3', { gate: 'G1' })];
    const { result } = renderHook(() => useRowsWithPopupNames([WHO, GATE], rows), { wrapper: Wrap });
    await waitFor(() => expect(result.current.map((named) => named.displayText.gate)).toEqual(['一号闸门', '二号闸门', '一号闸门']));
    const calls = api().requests.filter((request) => request.url.endsWith('/InfoByIds'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.data))).toMatchObject({ ids: ['G1', 'G2'], propsValue: 'code' });
  });
});

describe('a stored popup value in a form', () => {
  it('shows the popup row and the related record by their shown field', async () => {
    serve();
    render(
      <Wrap>
        <PopupSelectControl field={GATE} value="G2" readOnly />
        <RelationFormControl field={SOURCE} value="rec-7" readOnly />
      </Wrap>,
    );
    expect(await screen.findByDisplayValue('二号闸门')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('坝顶排水沟淤积')).toBeInTheDocument();
  });
});
