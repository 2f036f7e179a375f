import { Button, Image, Space, theme } from 'antd';
import SignaturePad from 'signature_pad';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { uploadSingle } from '../../../ui/upload/upload-api';
import { useSignedUrl } from '../../../ui/upload/use-signed-url';
import type { FieldControlProps } from './field-control-props';

// A signature (seed 001 sections 4, 5 and 9): draw on a 330 px canvas with a 5 px line, clear, confirm. Confirming
// with nothing drawn warns 请签名; once an image exists confirming is disabled and clearing returns to drawing. The
// confirmed image is uploaded and its link is the value, or it is kept inline as a PNG data URL when the field says so.

const CANVAS_HEIGHT = 330;
const LINE_WIDTH = 5;
/** A signature is a document: dark ink on white paper in either theme, so the image reads the same wherever it is shown. */
const INK = 'rgb(0, 0, 0)';
const PAPER = 'rgb(255, 255, 255)';

function SignatureImage({ value }: { value: string }) {
  const { t } = useTranslation();
  const signed = useSignedUrl(value.startsWith('data:') ? undefined : value);
  const src = value.startsWith('data:') ? value : signed;
  return src ? <Image src={src} alt={t('forms.signature.image')} height={160} preview={false} /> : null;
}

/** Confirms a drawing: warns 请签名 when nothing is drawn, else hands on the image. Exported for its unit test. */
export async function confirmSignature(
  pad: Pick<SignaturePad, 'isEmpty' | 'toDataURL'>,
  inline: boolean,
  warnEmpty: () => void,
): Promise<string | undefined> {
  if (pad.isEmpty()) {
    warnEmpty();
    return undefined;
  }
  const dataUrl = pad.toDataURL('image/png');
  if (inline) return dataUrl;
  const blob = await (await fetch(dataUrl)).blob();
  const uploaded = await uploadSingle('annexpic', blob, { fileName: 'signature.png' });
  return uploaded.url;
}

export function SignatureControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [busy, setBusy] = useState(false);
  const image = typeof value === 'string' && value !== '' ? value : undefined;
  const editable = !disabled && !readOnly;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || image || !editable) return undefined;
    // The drawing surface follows the element's width at the screen's pixel density.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = CANVAS_HEIGHT * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { minWidth: LINE_WIDTH / 2, maxWidth: LINE_WIDTH, penColor: INK, backgroundColor: PAPER });
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, [image, editable]);

  const confirm = async () => {
    const pad = padRef.current;
    if (!pad) return;
    setBusy(true);
    try {
      const next = await confirmSignature(pad, field.inline === true, () => feedback.warning(t('forms.render.sign')));
      if (next) onChange?.(next);
    } catch (error) {
      feedback.error((error as { msg?: string }).msg || t('forms.signature.upload-failed'));
    } finally {
      setBusy(false);
    }
  };
  const clear = () => {
    padRef.current?.clear();
    if (image) onChange?.('');
  };

  return (
    <div id={id} style={{ width: '100%' }}>
      {image ? (
        <SignatureImage value={image} />
      ) : editable ? (
        <canvas
          ref={canvasRef}
          aria-label={t('forms.signature.canvas')}
          style={{
            display: 'block',
            width: '100%',
            height: CANVAS_HEIGHT,
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            background: PAPER,
            touchAction: 'none',
          }}
        />
      ) : null}
      {editable ? (
        <Space style={{ marginTop: 8 }}>
          <Button onClick={clear}>{t('forms.signature.clear')}</Button>
          <Button type="primary" onClick={() => void confirm()} disabled={Boolean(image)} loading={busy}>
            {t('forms.signature.confirm')}
          </Button>
        </Space>
      ) : null}
    </div>
  );
}
