import { Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FILLING_STATUS } from '../../../../server/src/wire/work-orders-codes';
import type { OrderDetail } from '../../../../server/src/wire/work-orders';
import { workOrdersApi } from '../api';
import { ExportFillingsButton } from './export-fillings-button';
import { fillInPath } from '../fill-in/fill-in-paths';
import { useOrderWords } from '../order-words';

type OrderForm = OrderDetail['forms'][number];

/** Button style per fill-in status: the ones asking for work stand out, completed and view are plain. */
const BUTTON_TYPES: Readonly<Record<number, 'primary' | 'default' | 'dashed'>> = {
  [FILLING_STATUS.notFilled]: 'primary',
  [FILLING_STATUS.inProgress]: 'dashed',
  [FILLING_STATUS.completed]: 'default',
  [FILLING_STATUS.view]: 'default',
};

/**
 * The order's forms with their fill-in status buttons (seed 001 section 4): 未填报 first creates the fill-in record and
 * opens it with status 0; 填报中, 填报完成 and 查看 open the existing record.
 */
export function FillingStatusButtons({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const words = useOrderWords();
  const navigate = useNavigate();
  const [creating, setCreating] = useState<string | null>(null);

  const open = async (form: OrderForm) => {
    if (form.fillingStatus === FILLING_STATUS.notFilled || !form.formId) {
      setCreating(form.templateId);
      try {
        const id = await workOrdersApi.createFilling({
          templateId: form.templateId,
          orderId: order.id,
          projectId: order.projectId,
          fillingStatus: FILLING_STATUS.notFilled,
        });
        void navigate(fillInPath(form.templateId, id, FILLING_STATUS.notFilled));
      } catch {
        // The API client has shown the server's reason.
      } finally {
        setCreating(null);
      }
      return;
    }
    void navigate(fillInPath(form.templateId, form.formId, form.fillingStatus));
  };

  return (
    <Table<OrderForm>
      size="small"
      rowKey="templateId"
      pagination={false}
      aria-label={t('work-orders.detail.forms')}
      dataSource={order.forms}
      locale={{ emptyText: t('work-orders.detail.no-forms') }}
      columns={[
        { key: 'name', dataIndex: 'fullName', title: t('work-orders.detail.form-name') },
        {
          key: 'status',
          title: t('work-orders.field.filling-status'),
          width: 300,
          render: (_value, form) => (
            <Space>
              <Button
                size="small"
                type={BUTTON_TYPES[form.fillingStatus] ?? 'default'}
                loading={creating === form.templateId}
                onClick={() => void open(form)}
                data-testid={`filling-${form.templateId}`}
              >
                {words.filling(form.fillingStatus)}
              </Button>
              {form.fillingStatus === FILLING_STATUS.completed && form.formId ? (
                <Button size="small" type="link" onClick={() => void navigate(fillInPath(form.templateId, form.formId ?? '', 3))}>
                  {words.filling(3)}
                </Button>
              ) : null}
              {form.formId ? <ExportFillingsButton templateId={form.templateId} orderId={order.id} /> : null}
            </Space>
          ),
        },
      ]}
    />
  );
}
