import { Form, Input } from 'antd';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormPage } from '../../../src/ui/layouts/form-page';
import { SearchBar } from '../../../src/ui/layouts/search-bar';
import { TablePage } from '../../../src/ui/layouts/table-page';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from './support/render-widget';

// No server here: an empty fake API answers any call with 404.
setUpRendering({ serveBeforeEach: true });

describe('<FormPage>', () => {
  it('has a back header and save (保存 by default) and cancel', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onBack = vi.fn();
    const onSave = vi.fn();
    renderInShell(
      <FormPage title="编辑测点" onBack={onBack} onSave={onSave}>
        <p>表单</p>
      </FormPage>,
    );
    expect(screen.getByRole('heading', { name: '编辑测点' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保 存' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '取 消' }));
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it('takes its own labels, a separate cancel, and blocks a second save while saving', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onSave = vi.fn();
    const onCancel = vi.fn();
    renderInShell(
      <FormPage title="反馈" onBack={vi.fn()} onCancel={onCancel} onSave={onSave} saveText="提交" saving>
        <p>表单</p>
      </FormPage>,
    );
    const submit = screen.getByRole('button', { name: /提\s*交/ });
    expect(submit).toHaveClass('ant-btn-loading');
    await user.click(submit);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '取 消' })).toBeDisabled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows a spinner over content that is loading and disables save', () => {
    renderInShell(
      <FormPage title="编辑" onBack={vi.fn()} onSave={vi.fn()} loading>
        <p>表单</p>
      </FormPage>,
    );
    expect(screen.getByRole('button', { name: '保 存' })).toBeDisabled();
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
  });
});

describe('<SearchBar> and <TablePage>', () => {
  it('searches with the fields and resets them', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onSearch = vi.fn();
    const onReset = vi.fn();
    renderInShell(
      <TablePage
        search={<SearchBarUnderTest onSearch={onSearch} onReset={onReset} />}
        extras={<button type="button">导出</button>}
        aside={<nav>组织</nav>}
      >
        <p>表格</p>
      </TablePage>,
    );
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(screen.getByText('组织')).toBeInTheDocument();
    expect(screen.getByText('表格')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: '关键词' });
    await user.type(field, '值班{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '值班' });
    await user.click(screen.getByRole('button', { name: /重\s*置/ }));
    // A reset remounts the field, so it is looked up again.
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('');
    expect(onReset).toHaveBeenCalledWith({ keyword: undefined });
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: undefined });
  });
});

function SearchBarUnderTest({
  onSearch,
  onReset,
}: {
  onSearch: (values: { keyword?: string }) => void;
  onReset: (values: { keyword?: string }) => void;
}) {
  return (
    <SearchBar<{ keyword?: string }> onSearch={onSearch} onReset={onReset}>
      <Form.Item name="keyword" label="关键词">
        <Input />
      </Form.Item>
    </SearchBar>
  );
}
