import { Image, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatMedia } from '../../../streams/chat/chat-events';
import { useSignedUrl } from '../../ui/upload/use-signed-url';

/** Thumbnail side in px; the full image opens in antd's preview on click. */
const THUMBNAIL_PX = 200;

/** An image message: a thumbnail in the conversation, full size on click. */
export function ChatImage({ media }: { media: ChatMedia }) {
  const { t } = useTranslation();
  const src = useSignedUrl(media.path);
  if (!src) return <Skeleton.Image active style={{ width: 120, height: 90 }} />;
  const scale = media.width && media.height ? Math.min(1, THUMBNAIL_PX / Math.max(media.width, media.height)) : 1;
  return (
    <Image
      src={src}
      alt={t('chat.image.alt')}
      className="sluice-chat__image"
      width={media.width ? Math.round(media.width * scale) : undefined}
      data-testid="chat-image"
      preview={{ mask: t('chat.image.open') }}
    />
  );
}
