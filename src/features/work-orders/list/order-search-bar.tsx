import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../ui/layouts/search-bar';
import { ORDER_STATUSES, ORDER_TYPES, URGENCIES } from '../../../../server/src/wire/work-orders-codes';
import { useOrderWords } from '../order-words';
import type { OrderSearchValues } from './order-filters';

/** The work-order list's search: keyword, status, kind, urgency and the begin-time range. */
export function OrderSearchBar({ onSearch, loading }: { onSearch: (values: OrderSearchValues) => void; loading: boolean }) {
  const { t } = useTranslation();
  const words = useOrderWords();
  return (
    <SearchBar<OrderSearchValues> loading={loading} onSearch={onSearch} onReset={onSearch}>
      <Form.Item name="keyword" label={t('work-orders.common.keyword')}>
        <Input allowClear placeholder={t('work-orders.list.keyword-placeholder')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="status" label={t('work-orders.field.status')}>
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('work-orders.common.all')}
          options={ORDER_STATUSES.map((value) => ({ value, label: words.status(value) }))}
        />
      </Form.Item>
      <Form.Item name="orderType" label={t('work-orders.field.type')}>
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('work-orders.common.all')}
          options={ORDER_TYPES.map((value) => ({ value, label: words.type(value) }))}
        />
      </Form.Item>
      <Form.Item name="urgency" label={t('work-orders.field.urgency')}>
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t('work-orders.common.all')}
          options={URGENCIES.map((value) => ({ value, label: words.urgency(value) }))}
        />
      </Form.Item>
      <Form.Item name="range" label={t('work-orders.list.begin-range')}>
        <DatePicker.RangePicker style={{ width: 250 }} />
      </Form.Item>
    </SearchBar>
  );
}
