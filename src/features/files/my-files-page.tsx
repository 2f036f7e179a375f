import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFileValue } from '../../../server/src/wire/files';
import { FileList } from '../../ui/upload/file-list';
import { FileUploader } from '../../ui/upload/file-uploader';
import { ImageUploader, type UploadedImageValue } from '../../ui/upload/image-uploader';
import { FILES_KEYS, filesApi } from './api';

/** The chunked uploader takes documents up to 4 GB here (the server's chunked limit). */
const DOCUMENT_LIMIT_GB = 4;

/**
 * /files (reached from the user menu): where a person uploads documents (chunked, resumable) and images, and finds
 * what they uploaded before, with preview and download.
 */
export function MyFilesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [documents, setDocuments] = useState<UploadedFileValue[]>([]);
  const [images, setImages] = useState<UploadedImageValue[]>([]);
  const mine = useQuery({ queryKey: FILES_KEYS.mine, queryFn: filesApi.mine });

  const onDocuments = (next: UploadedFileValue[]) => {
    setDocuments(next);
    void queryClient.invalidateQueries({ queryKey: FILES_KEYS.mine });
  };

  return (
    <Row gutter={[16, 16]} style={{ padding: 16 }}>
      <Col span={24}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('upload.page.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('upload.page.intro')}</Typography.Paragraph>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('upload.page.files')} data-testid="files-documents">
          <FileUploader value={documents} onChange={onDocuments} maxSize={DOCUMENT_LIMIT_GB} sizeUnit="GB" />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('upload.page.images')} data-testid="files-images">
          <ImageUploader value={images} onChange={setImages} />
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('upload.page.uploaded')} data-testid="files-mine">
          {mine.isPending ? <Spin /> : <FileList files={mine.data ?? []} />}
        </Card>
      </Col>
    </Row>
  );
}
