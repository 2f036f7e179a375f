import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../lib/format/date-time';
import { AttachmentList } from './attachment-list';
import { MESSAGE_KEYS, UNREAD_COUNT_KEY, messageApi } from './api';
import { kindColor, kindLabel, parseContent, parseFiles } from './message-kinds';
import { SanitizedHtml } from './sanitized-html';
import './messages.css';

/**
 * /messageDetail?id=: a workflow, system, schedule or form message read in full (reading it marks it read). The pages
 * these messages point at (work orders, project basic info) are not built yet, so this shows what the message says.
 */
export function MessageDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useSearchParams()[0].get('id') ?? '';
  const detail = useQuery({ queryKey: MESSAGE_KEYS.detail(id), queryFn: () => messageApi.readInfo(id), enabled: id !== '', retry: false });
  const readId = detail.data?.id;
  // Reading marked it read: the lists and the bell catch up (the socket also tells every other console).
  useEffect(() => {
    if (!readId) return;
    void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.all, exact: false, refetchType: 'inactive' });
    void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
  }, [readId, queryClient]);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/messageRecord')}>
      {t('messages.detail.back')}
    </Button>
  );
  if (!id || detail.isError) return <Result status="404" title={t('messages.detail.missing')} extra={back} />;
  if (!detail.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const message = detail.data;
  const content = parseContent(message.bodyText);
  const files = parseFiles(message.files);
  return (
    <Card title={message.title} extra={back} data-testid="message-detail">
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('messages.detail.kind')}>
          <Tag color={kindColor(message.type)}>{kindLabel(t, message.type)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('messages.detail.sender')}>{message.creatorUser || t('messages.sender.system')}</Descriptions.Item>
        <Descriptions.Item label={t('messages.detail.time')}>
          {formatDateTime(message.releaseTime ?? message.lastModifyTime)}
        </Descriptions.Item>
      </Descriptions>
      {content ? <SanitizedHtml html={content} testId="message-detail-body" /> : <Empty description={t('messages.detail.no-content')} />}
      <AttachmentList files={files} />
    </Card>
  );
}
