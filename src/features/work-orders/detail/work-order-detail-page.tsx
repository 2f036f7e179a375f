import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Empty, List, Result, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormPage } from '../../../ui/layouts/form-page';
import { workOrdersApi } from '../api';
import { StatusChangeModal } from '../list/status-change-modal';
import { STATUS_COLOURS, URGENCY_COLOURS, useOrderWords } from '../order-words';
import { WORK_ORDER_KEYS } from '../query-keys';
import { FillingStatusButtons } from './filling-status-buttons';
import { LinkQuestionModal } from './link-question-modal';
import { OrderHistory } from './order-history';
import '../work-orders.css';

/** /projecManagement/workOrderManagement/detail?id=: the order, its forms to fill in, its history and its questions. */
export function WorkOrderDetailPage() {
  const { t } = useTranslation();
  const words = useOrderWords();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useSearchParams()[0].get('id') ?? '';
  const [changing, setChanging] = useState(false);
  const [linking, setLinking] = useState(false);
  const detail = useQuery({ queryKey: WORK_ORDER_KEYS.order(id), queryFn: () => workOrdersApi.order(id), enabled: id !== '' });
  const order = detail.data;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: WORK_ORDER_KEYS.all });
  const back = () => void navigate('/projecManagement/workOrderManagement');

  if (!id || detail.isError)
    return (
      <Result
        status="warning"
        title={t('work-orders.detail.missing')}
        extra={<Button onClick={back}>{t('work-orders.common.back')}</Button>}
      />
    );

  return (
    <FormPage
      title={order ? `${order.title} (${order.orderNo})` : t('work-orders.detail.title')}
      onBack={back}
      cancelText={t('work-orders.common.back')}
      loading={detail.isLoading}
      extra={
        order ? (
          <>
            <Button onClick={() => setLinking(true)}>{t('work-orders.detail.link-question')}</Button>
            {order.nextStatuses.length > 0 ? (
              <Button type="primary" onClick={() => setChanging(true)}>
                {t('work-orders.list.change-status')}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {order ? (
        <>
          <h3 className="sluice-work-orders__section">{t('work-orders.detail.basics')}</h3>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'no', label: t('work-orders.field.order-no'), children: order.orderNo },
              { key: 'type', label: t('work-orders.field.type'), children: words.type(order.orderType) },
              {
                key: 'status',
                label: t('work-orders.field.status'),
                children: <Tag color={STATUS_COLOURS[order.status]}>{words.status(order.status)}</Tag>,
              },
              { key: 'category', label: t('work-orders.field.category'), children: order.categoryName || '-' },
              { key: 'template', label: t('work-orders.field.template'), children: order.templateName || '-' },
              {
                key: 'urgency',
                label: t('work-orders.field.urgency'),
                children: <Tag color={URGENCY_COLOURS[order.urgency]}>{words.urgency(order.urgency)}</Tag>,
              },
              { key: 'project', label: t('work-orders.field.project'), children: order.projectName },
              { key: 'assignee', label: t('work-orders.field.assignee'), children: order.assigneeName || '-' },
              {
                key: 'source',
                label: t('work-orders.detail.source'),
                children: order.planId ? t('work-orders.detail.source-plan') : t('work-orders.detail.source-hand'),
              },
              { key: 'begin', label: t('work-orders.field.begin-time'), children: order.beginDateTimeShow },
              { key: 'end', label: t('work-orders.field.end-time'), children: order.endDateTimeShow },
              { key: 'description', label: t('work-orders.field.description'), children: order.description || '-', span: 'filled' },
            ]}
          />
          <h3 className="sluice-work-orders__section">{t('work-orders.detail.forms')}</h3>
          <FillingStatusButtons order={order} />
          <h3 className="sluice-work-orders__section">{t('work-orders.detail.history')}</h3>
          <OrderHistory history={order.history} />
          <h3 className="sluice-work-orders__section">{t('work-orders.detail.questions')}</h3>
          {order.questions.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('work-orders.detail.no-questions')} />
          ) : (
            <List
              size="small"
              bordered
              dataSource={order.questions}
              renderItem={(question) => (
                <List.Item key={question.id}>
                  <Tag>{question.questionTypeName}</Tag> {question.description}
                </List.Item>
              )}
            />
          )}
          <StatusChangeModal
            target={changing ? { id: order.id, title: order.title, next: order.nextStatuses } : null}
            onClose={() => setChanging(false)}
            onChanged={refresh}
          />
          <LinkQuestionModal order={order} open={linking} onClose={() => setLinking(false)} onLinked={refresh} />
        </>
      ) : null}
    </FormPage>
  );
}
