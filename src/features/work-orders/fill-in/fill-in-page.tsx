import { CheckOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Result, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FILLING_STATUS } from '../../../../server/src/wire/work-orders-codes';
import { feedback } from '../../../lib/feedback';
import { FormPage } from '../../../ui/layouts/form-page';
import { workOrdersApi } from '../api';
import { useOrderWords } from '../order-words';
import { WORK_ORDER_KEYS } from '../query-keys';
import { ORDER_DETAIL_PATH } from '../detail/detail-path';
import { fillInPath, fillingStatusOf, isReadOnlyStatus } from './fill-in-paths';
import type { FormRenderer } from './form-renderer';
import { useFilledForm } from './use-filled-form';

/**
 * /model/{templateId}?id=&fillingStatus= (seed 001 sections 2 and 4): fill in, continue or view an order's form.
 * Status 2 or 3 shows it read-only; otherwise it saves as in progress (1) or completes it (2, every check including
 * required signatures, then it opens read-only).
 */
export function FillInPage({ renderer }: { renderer: FormRenderer }) {
  const { t } = useTranslation();
  const words = useOrderWords();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const templateId = useParams().templateId ?? '';
  const [params] = useSearchParams();
  const fillingId = params.get('id') ?? '';
  const asked = fillingStatusOf(params.get('fillingStatus'));
  const [form] = Form.useForm<Record<string, unknown>>();
  const filled = useFilledForm(renderer, fillingId, templateId);
  // A record the server holds as completed is read-only whatever the address says.
  const status =
    filled.record && filled.record.fillingStatus === FILLING_STATUS.completed && asked < FILLING_STATUS.completed
      ? FILLING_STATUS.completed
      : asked;
  const readOnly = isReadOnlyStatus(status);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(filled.values);
  }, [form, filled.values]);

  const save = useMutation({
    mutationFn: (fillingStatus: 1 | 2) =>
      workOrdersApi.saveFilling(templateId, fillingId, {
        data: JSON.stringify(renderer.recordFromValues(filled.fields, form.getFieldsValue(true))),
        fillingStatus,
      }),
    onSuccess: (_answer, fillingStatus) => {
      void queryClient.invalidateQueries({ queryKey: WORK_ORDER_KEYS.all });
      if (fillingStatus === FILLING_STATUS.completed) {
        feedback.success(t('work-orders.fill-in.completed'));
        void navigate(fillInPath(templateId, fillingId, 2), { replace: true });
      } else {
        feedback.success(t('work-orders.fill-in.saved'));
        void navigate(fillInPath(templateId, fillingId, 1), { replace: true });
      }
    },
  });

  const complete = async () => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (valid) save.mutate(2);
    else feedback.warning(t('work-orders.fill-in.check-fields'));
  };

  // Back to the order the fill-in belongs to; a fill-in without one goes back where the person came from.
  const orderId = filled.record?.orderId;
  const back = () => void (orderId ? navigate(`${ORDER_DETAIL_PATH}?id=${encodeURIComponent(orderId)}`) : navigate(-1));
  if (filled.failed) {
    return (
      <Result
        status="warning"
        title={t('work-orders.fill-in.missing')}
        extra={<Button onClick={back}>{t('work-orders.common.back')}</Button>}
      />
    );
  }

  return (
    <FormPage
      title={
        <>
          {filled.config?.fullName ?? t('work-orders.fill-in.title')} <Tag>{words.filling(status)}</Tag>
        </>
      }
      onBack={back}
      cancelText={t('work-orders.common.back')}
      loading={filled.loading}
      saving={save.isPending}
      onSave={readOnly ? undefined : () => save.mutate(1)}
      saveText={t('work-orders.fill-in.save-draft')}
      extra={
        readOnly ? null : (
          <Button type="primary" icon={<CheckOutlined />} loading={save.isPending && save.variables === 2} onClick={() => void complete()}>
            {t('work-orders.fill-in.complete')}
          </Button>
        )
      }
    >
      <Form form={form} layout="vertical" disabled={readOnly} aria-label={filled.config?.fullName}>
        <renderer.Fields fields={filled.fields} readOnly={readOnly} />
      </Form>
    </FormPage>
  );
}
