import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Image, theme, Typography, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { uploadSingle } from './upload-api';
import { useSignedUrl } from './use-signed-url';

/** A finished image as a form keeps it (spec 000 section 3, "Picture"). */
export interface UploadedImageValue {
  name: string;
  fileId: string;
  url: string;
}

export interface ImageUploaderProps {
  value?: UploadedImageValue[];
  onChange?: (images: UploadedImageValue[]) => void;
  /** Spec section 5: at most 9 images by default. */
  limit?: number;
  /** In MB; 5 by default. */
  maxSize?: number;
  disabled?: boolean;
}

/** Names the picker offers; the server judges the bytes (svg is refused there: it can carry script). */
const ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp,.webp';
const EXTENSION = /\.(jpe?g|png|gif|bmp|webp)$/i;

function Thumbnail({ image }: { image: UploadedImageValue }) {
  const { t } = useTranslation();
  const src = useSignedUrl(`${image.url}?disposition=inline`);
  return src ? (
    <Image src={src} alt={t('upload.image.open', { name: image.name })} width={96} height={96} style={{ objectFit: 'cover' }} />
  ) : null;
}

/**
 * The image uploader (spec 000 section 5, 001 "image upload"): annexpic, one request per image, at most `limit`
 * images of `maxSize` MB. A refusal from the server removes the image and shows its message.
 */
export function ImageUploader({ value = [], onChange, limit = 9, maxSize = 5, disabled }: ImageUploaderProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Read-only with nothing to show: say so, rather than an empty card frame.
  if (disabled && value.length === 0) {
    return (
      <Typography.Text type="secondary" data-testid="image-uploader-empty">
        {t('upload.image.none')}
      </Typography.Text>
    );
  }
  const fileList: UploadFile[] = value.map((image) => ({ uid: image.fileId, name: image.name, status: 'done' }));

  const check = async (file: File, batch: File[]): Promise<boolean> => {
    if (value.length + batch.indexOf(file) + 1 > limit) feedback.warning(t('upload.image.count', { n: limit }));
    else if (!EXTENSION.test(file.name)) feedback.warning(t('upload.image.format'));
    else if (file.size > maxSize * 1024 * 1024) feedback.warning(t('upload.image.size', { n: maxSize }));
    else {
      try {
        const { name, url } = await uploadSingle('annexpic', file);
        onChange?.([...value, { name: file.name, fileId: name, url }]);
      } catch (error) {
        feedback.error((error as { msg?: string }).msg || t('upload.failed'));
      }
    }
    return false;
  };

  return (
    <Upload
      accept={ACCEPT}
      listType="picture-card"
      multiple
      fileList={fileList}
      disabled={disabled}
      beforeUpload={(file, batch) => check(file, batch).then(() => Upload.LIST_IGNORE)}
      onRemove={(removed) => onChange?.(value.filter((image) => image.fileId !== removed.uid))}
      itemRender={(_node, item, _list, actions) => {
        const image = value.find((entry) => entry.fileId === item.uid);
        return image ? (
          <div
            data-testid="image-uploader-item"
            style={{
              position: 'relative',
              width: '100%',
              height: '100%',
              overflow: 'hidden',
              border: `1px solid ${token.colorBorder}`,
              borderRadius: token.borderRadiusLG,
              background: token.colorFillQuaternary,
            }}
          >
            <Thumbnail image={image} />
            {disabled ? null : (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('upload.image.remove')}
                onClick={actions.remove}
                style={{ position: 'absolute', top: 4, right: 4 }}
              />
            )}
          </div>
        ) : null;
      }}
    >
      {value.length >= limit || disabled ? null : (
        <span>
          <PlusOutlined /> {t('upload.image.add')}
        </span>
      )}
    </Upload>
  );
}
