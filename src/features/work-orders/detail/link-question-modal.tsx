import { useMutation, useQuery } from '@tanstack/react-query';
import { Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../server/src/wire/work-orders';
import { feedback } from '../../../lib/feedback';
import { workOrdersApi } from '../api';

/** Links reported questions of the order's project to it (`POST /api/issureWorkOrder/IssureWorkOrder/linkQuestionAndOrder`). */
export function LinkQuestionModal({
  order,
  open,
  onClose,
  onLinked,
}: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
  onLinked: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const questions = useQuery({
    queryKey: ['work-orders', 'questions', order.projectId, keyword],
    queryFn: () => workOrdersApi.questions(order.projectId, keyword),
    enabled: open,
  });
  const link = useMutation({
    mutationFn: () => workOrdersApi.linkQuestions({ orderId: order.id, questionIds: chosen }),
    onSuccess: () => {
      feedback.success(t('work-orders.common.saved'));
      setChosen([]);
      onLinked();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('work-orders.detail.link-question')}
      onCancel={onClose}
      onOk={() => (chosen.length > 0 ? link.mutate() : feedback.warning(t('work-orders.detail.choose-question')))}
      confirmLoading={link.isPending}
      okText={t('work-orders.common.save')}
      cancelText={t('work-orders.common.cancel')}
      destroyOnHidden
    >
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        value={chosen}
        onChange={setChosen}
        loading={questions.isFetching}
        aria-label={t('work-orders.detail.questions')}
        placeholder={t('work-orders.detail.choose-question')}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        options={(questions.data?.list ?? []).map((question) => ({
          value: question.id,
          label: `${question.questionTypeName} · ${question.description}`,
        }))}
      />
    </Modal>
  );
}
