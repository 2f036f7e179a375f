import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Space, Table } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './popup-select.css';

/** Seed 001 section 9: the popup select pages by 20. */
export const POPUP_PAGE_SIZE = 20;

export interface PopupPageQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export interface PopupPage<Row> {
  list: Row[];
  total: number;
}

export interface PopupSelectColumn<Row> {
  key: string;
  title: string;
  render?: ColumnType<Row>['render'];
}

export interface PopupSelectDialogProps<Row extends object> {
  title: string;
  columns: readonly PopupSelectColumn<Row>[];
  fetchPage: (query: PopupPageQuery) => Promise<PopupPage<Row>>;
  rowKey: string;
  initialKey?: string;
  onCancel: () => void;
  onConfirm: (row: Row) => void;
}

const keyOf = (row: object, rowKey: string) => String((row as Record<string, unknown>)[rowKey] ?? '');

/**
 * The popup select's dialog (spec 2.8): keyword with search and reset, one row chosen by radio (or a click on the
 * row), paged by 20. Confirm with nothing chosen does nothing (seed 001 section 5).
 */
export function PopupSelectDialog<Row extends object>({
  title,
  columns,
  fetchPage,
  rowKey,
  initialKey,
  onCancel,
  onConfirm,
}: PopupSelectDialogProps<Row>) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<PopupPageQuery>({ keyword: '', currentPage: 1, pageSize: POPUP_PAGE_SIZE });
  const [page, setPage] = useState<PopupPage<Row>>({ list: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<Row | undefined>(undefined);
  const [chosenKey, setChosenKey] = useState<string | undefined>(initialKey);

  const load = useCallback(
    async (next: PopupPageQuery, isActive: () => boolean) => {
      setLoading(true);
      try {
        const result = await fetchPage(next);
        if (isActive()) setPage(result);
      } catch {
        // A failed list load only stops the spinner (seed 001 section 8); the client has shown why.
      } finally {
        if (isActive()) setLoading(false);
      }
    },
    [fetchPage],
  );

  useEffect(() => {
    let active = true;
    void load(query, () => active);
    return () => {
      active = false;
    };
  }, [load, query]);

  const choose = (row: Row) => {
    setChosen(row);
    setChosenKey(keyOf(row, rowKey));
  };

  return (
    <Modal
      open
      title={title}
      width={800}
      onCancel={onCancel}
      onOk={() => {
        if (chosen) onConfirm(chosen);
      }}
      okText={t('ui.popup-select.confirm')}
      cancelText={t('ui.popup-select.cancel')}
      className="sluice-popup-select-dialog"
    >
      <Space className="sluice-popup-select-dialog__search" wrap>
        <Input
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onPressEnter={() => setQuery({ ...query, keyword: keyword.trim(), currentPage: 1 })}
          placeholder={t('ui.popup-select.keyword')}
          aria-label={t('ui.popup-select.keyword')}
          allowClear
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={() => setQuery({ ...query, keyword: keyword.trim(), currentPage: 1 })}>
          {t('ui.search.search')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            setKeyword('');
            setQuery({ keyword: '', currentPage: 1, pageSize: POPUP_PAGE_SIZE });
          }}
        >
          {t('ui.search.reset')}
        </Button>
      </Space>
      <Table<Row>
        rowKey={(row) => keyOf(row, rowKey)}
        size="small"
        loading={loading}
        dataSource={page.list}
        columns={columns.map((column) => ({ key: column.key, dataIndex: column.key, title: column.title, render: column.render }))}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosenKey ? [chosenKey] : [],
          onChange: (_keys, rows) => {
            const row = rows[0];
            if (row) choose(row);
          },
        }}
        onRow={(row) => ({ onClick: () => choose(row), className: 'sluice-popup-select-dialog__row' })}
        pagination={{
          current: query.currentPage,
          pageSize: POPUP_PAGE_SIZE,
          total: page.total,
          showSizeChanger: false,
          showTotal: (total) => t('ui.table.total', { total }),
          onChange: (currentPage) => setQuery({ ...query, currentPage }),
        }}
        scroll={{ y: 360 }}
      />
    </Modal>
  );
}
