import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportButton } from '../../../src/ui/export-button/export-button';
import { ImportButton } from '../../../src/ui/import-button/import-button';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { failBody, okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from './support/render-widget';

const IMPORT = '/api/monitoring/readings/import';
const EXPORT = '/api/permission/Users/Actions/Export';
const { serve, api } = setUpRendering();

describe('the import button', () => {
  it('uploads the chosen file with the token and reports success on code 200', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ [`POST ${IMPORT}`]: () => okBody({ accepted: 12, rejected: [] }) });
    const onSuccess = vi.fn();
    renderInShell(<ImportButton url={IMPORT} accept=".csv" fields={{ format: 'csv' }} onSuccess={onSuccess} />);
    const file = new File(['pointId,ts,value\n'], 'readings.csv', { type: 'text/csv' });
    await user.upload(screen.getByTestId('import-file'), file);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ accepted: 12, rejected: [] }));
    const [request] = api().calls(`POST ${IMPORT}`);
    expect(request?.headers.Authorization).toBe('bearer test-token');
    const form = request?.data as FormData;
    expect(form.get('format')).toBe('csv');
    expect((form.get('file') as File).name).toBe('readings.csv');
    expect(await screen.findByText('readings.csv 导入成功')).toBeInTheDocument();
  });

  it("shows the server's message and does not report success on another code", async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ [`POST ${IMPORT}`]: () => failBody(400, '第 3 行：测点不存在') });
    const onSuccess = vi.fn();
    renderInShell(<ImportButton url={IMPORT} onSuccess={onSuccess} />);
    await user.upload(screen.getByTestId('import-file'), new File(['x'], 'bad.csv'));
    expect(await screen.findByText('第 3 行：测点不存在')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByText(/导入成功/)).not.toBeInTheDocument();
  });
});

describe('the export button', () => {
  it('POSTs the current body and saves the file under the name the server gives', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({
      [`POST ${EXPORT}`]: () => ({
        body: new Blob(['account,name\n'], { type: 'text/csv' }),
        headers: { 'content-disposition': "attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.csv" },
      }),
    });
    const createUrl = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const onFinish = vi.fn();
    renderInShell(<ExportButton url={EXPORT} body={() => ({ keyword: '王' })} fileName="users.csv" onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(true));
    expect(clicked).toEqual(['用户.csv']);
    expect(JSON.parse(String(api().calls(`POST ${EXPORT}`)[0]?.data))).toEqual({ keyword: '王' });
  });

  it('answers false, quietly, when the export fails', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ [`POST ${EXPORT}`]: () => failBody(500, '导出服务不可用') });
    const onFinish = vi.fn();
    renderInShell(<ExportButton url={EXPORT} body={() => ({})} fileName="users.csv" onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(false));
    expect(screen.queryByText('导出服务不可用')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /导\s*出/ })).not.toHaveClass('ant-btn-loading'));
  });
});
