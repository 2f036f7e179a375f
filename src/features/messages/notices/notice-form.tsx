import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api-client';
import type { TreeItem } from '../../../../server/src/wire/tree-item';
import type { NoticeBody, NoticeFile, NoticeItem } from '../../../../server/src/wire/messages';
import { TreeSelectField } from '../../../ui/tree-select/tree-select-field';
import { UserSelect } from '../../../ui/user-picker/user-select';
import { parseContent, parseFiles } from '../message-kinds';
import { AttachmentsField } from './attachments-field';
import { EDITOR_MAX_TEXT, RichTextEditor } from './rich-text-editor';

export interface NoticeFormProps {
  open: boolean;
  /** The notice to edit; null writes a new one. */
  notice: NoticeItem | null;
  saving: boolean;
  onSubmit: (body: NoticeBody) => void;
  onCancel: () => void;
}

interface NoticeFields {
  title: string;
  content: string;
  files: NoticeFile[];
  toUserIds: string[];
  toOrganizeIds: string[];
}

const textLength = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim().length ?? 0;

/** Writing or correcting a notice: title, rich text, attachments and its addressees (none chosen: everyone). */
export function NoticeForm({ open, notice, saving, onSubmit, onCancel }: NoticeFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NoticeFields>();
  const units = useQuery({
    queryKey: ['messages', 'notice-units'],
    queryFn: async () => (await http.get<{ list?: TreeItem[] }>('/api/permission/Organize/Tree', undefined, { noTip: true })).list ?? [],
    enabled: open,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      title: notice?.title ?? '',
      content: notice ? parseContent(notice.bodyText) : '',
      files: notice ? (parseFiles(notice.files) as NoticeFile[]) : [],
      toUserIds: notice?.toUserIds ?? [],
      toOrganizeIds: notice?.toOrganizeIds ?? [],
    });
  }, [open, notice, form]);
  return (
    <Modal
      open={open}
      width={820}
      title={notice ? t('messages.notice-admin.edit-title') : t('messages.notice-admin.add-title')}
      okText={t('messages.notice-admin.save')}
      confirmLoading={saving}
      onOk={() => void form.validateFields().then((fields) => onSubmit(fields))}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="notice-form">
        <Form.Item name="title" label={t('messages.notice-admin.field-title')} rules={[{ required: true, whitespace: true, max: 100 }]}>
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('messages.notice-admin.field-content')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (textLength(value ?? '') > EDITOR_MAX_TEXT)
                  throw new Error(t('messages.notice-admin.too-long', { max: EDITOR_MAX_TEXT }));
              },
            },
          ]}
        >
          <RichTextEditor aria-label={t('messages.notice-admin.field-content')} />
        </Form.Item>
        <Form.Item name="files" label={t('messages.notice-admin.field-files')}>
          <AttachmentsField />
        </Form.Item>
        <Form.Item name="toOrganizeIds" label={t('messages.notice-admin.field-units')} extra={t('messages.notice-admin.everyone-hint')}>
          <TreeSelectField
            multiple
            items={units.data ?? []}
            loading={units.isLoading}
            aria-label={t('messages.notice-admin.field-units')}
          />
        </Form.Item>
        <Form.Item name="toUserIds" label={t('messages.notice-admin.field-people')}>
          <UserSelect multiple title={t('messages.notice-admin.field-people')} aria-label={t('messages.notice-admin.field-people')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
