import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Table } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { PatrolObjectNode } from '../../../../server/src/wire/work-orders-fill-ins';
import { http } from '../../../lib/api-client';
import { ImageUploader } from '../../../ui/upload/image-uploader';
import { textSetting, type FieldControlProps } from './field-control-props';
import { FORM_ROWS_MAX } from './form-limits';
import { imagesOf } from './upload-controls';

// Patrol contents (seed 001 section 3): a list of contents, each with its parts; a part has a name, images of what was
// found and of how it was handled (5 MB each, up to 9999, seed 001 section 5) and a remark of up to 300 characters.
// When the field names a patrol object tree (`inspectionContentId`) its contents and parts can be loaded from it.
// Read-only under fill-in status 2/3 (the caller passes readOnly).

interface PatrolPart {
  inspectionName: string;
  inspectionResult?: string;
  handleResult?: string;
  remark?: string;
}

interface PatrolContent {
  inspectionContent: string;
  inspectionPart: PatrolPart[];
}

const PATROL_IMAGES_MAX = 9999;
const REMARK_MAX = 300;
const NAME_MAX = 100;

const contentsOf = (value: unknown): PatrolContent[] =>
  Array.isArray(value) ? (value as PatrolContent[]).map((content) => ({ ...content, inspectionPart: content.inspectionPart ?? [] })) : [];

/** A patrol object tree as contents: each top node a content, its chosen children (all when none is chosen) its parts. */
export function contentsFromTree(nodes: readonly PatrolObjectNode[]): PatrolContent[] {
  return nodes.map((node) => {
    const chosen = node.children.filter((child) => child.selected);
    return {
      inspectionContent: node.inspectionName,
      inspectionPart: (chosen.length > 0 ? chosen : node.children).map((child) => ({
        inspectionName: child.inspectionName,
        ...(child.remark ? { remark: child.remark.slice(0, REMARK_MAX) } : {}),
      })),
    };
  });
}

const joinImages = (images: { url: string }[]): string => images.map((image) => image.url).join(',');

export function PatrolControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const contents = contentsOf(value);
  const editable = !disabled && !readOnly;
  const treeId = textSetting(field, 'inspectionContentId');
  const change = (next: PatrolContent[]) => onChange?.(next);
  const updateContent = (index: number, content: PatrolContent) =>
    change(contents.map((each, position) => (position === index ? content : each)));
  const updatePart = (contentIndex: number, partIndex: number, part: Partial<PatrolPart>) => {
    const content = contents[contentIndex];
    if (!content) return;
    updateContent(contentIndex, {
      ...content,
      inspectionPart: content.inspectionPart.map((each, position) => (position === partIndex ? { ...each, ...part } : each)),
    });
  };
  const loadTree = async () => {
    if (!treeId) return;
    const tree = await http.get<{ list: PatrolObjectNode[] }>(`/api/inspectioncontent/InspectionContent/${encodeURIComponent(treeId)}`);
    change(contentsFromTree(tree.list));
  };

  const partColumns = (contentIndex: number): ColumnType<PatrolPart & { index: number }>[] => [
    {
      key: 'name',
      title: t('forms.patrol.part'),
      width: 180,
      render: (_cell, part) =>
        editable ? (
          <Input
            aria-label={t('forms.patrol.part')}
            value={part.inspectionName}
            maxLength={NAME_MAX}
            onChange={(event) => updatePart(contentIndex, part.index, { inspectionName: event.target.value })}
          />
        ) : (
          part.inspectionName
        ),
    },
    ...(['inspectionResult', 'handleResult'] as const).map((key) => ({
      key,
      title: key === 'inspectionResult' ? t('forms.patrol.result') : t('forms.patrol.handle'),
      render: (_cell: unknown, part: PatrolPart & { index: number }) => (
        <ImageUploader
          value={imagesOf(part[key])}
          onChange={(images) => updatePart(contentIndex, part.index, { [key]: joinImages(images) || undefined })}
          limit={PATROL_IMAGES_MAX}
          maxSize={5}
          disabled={!editable}
        />
      ),
    })),
    {
      key: 'remark',
      title: t('forms.patrol.remark'),
      width: 220,
      render: (_cell, part) =>
        editable ? (
          <Input.TextArea
            aria-label={t('forms.patrol.remark')}
            value={part.remark ?? ''}
            maxLength={REMARK_MAX}
            autoSize={{ minRows: 1, maxRows: 4 }}
            onChange={(event) => updatePart(contentIndex, part.index, { remark: event.target.value || undefined })}
          />
        ) : (
          part.remark
        ),
    },
    ...(editable
      ? [
          {
            key: 'remove',
            title: t('forms.table.actions'),
            width: 72,
            align: 'center' as const,
            render: (_cell: unknown, part: PatrolPart & { index: number }) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('forms.table.remove-row', { row: part.index + 1 })}
                onClick={() => {
                  const content = contents[contentIndex];
                  if (content)
                    updateContent(contentIndex, {
                      ...content,
                      inspectionPart: content.inspectionPart.filter((_p, at) => at !== part.index),
                    });
                }}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex id={id} vertical gap={12} style={{ width: '100%' }}>
      {contents.map((content, contentIndex) => (
        <Card
          key={contentIndex}
          size="small"
          title={
            editable ? (
              <Input
                aria-label={t('forms.patrol.content')}
                placeholder={t('forms.patrol.content')}
                value={content.inspectionContent}
                maxLength={NAME_MAX}
                variant="borderless"
                onChange={(event) => updateContent(contentIndex, { ...content, inspectionContent: event.target.value })}
              />
            ) : (
              content.inspectionContent
            )
          }
          extra={
            editable ? (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('forms.patrol.remove-content')}
                onClick={() => change(contents.filter((_content, position) => position !== contentIndex))}
              />
            ) : null
          }
        >
          <Table<PatrolPart & { index: number }>
            size="small"
            rowKey="index"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={content.inspectionPart.map((part, index) => ({ ...part, index }))}
            columns={partColumns(contentIndex)}
            locale={{ emptyText: t('forms.patrol.no-parts') }}
          />
          {editable ? (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              style={{ marginTop: 8 }}
              disabled={content.inspectionPart.length >= FORM_ROWS_MAX}
              onClick={() =>
                updateContent(contentIndex, { ...content, inspectionPart: [...content.inspectionPart, { inspectionName: '' }] })
              }
            >
              {t('forms.patrol.add-part')}
            </Button>
          ) : null}
        </Card>
      ))}
      {contents.length === 0 && !editable ? <span>{t('forms.patrol.empty')}</span> : null}
      {editable ? (
        <Flex gap={8}>
          <Button icon={<PlusOutlined />} onClick={() => change([...contents, { inspectionContent: '', inspectionPart: [] }])}>
            {t('forms.patrol.add-content')}
          </Button>
          {treeId ? <Button onClick={() => void loadTree().catch(() => undefined)}>{t('forms.patrol.load-tree')}</Button> : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
