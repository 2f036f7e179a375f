import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  value: string | null | undefined;
  /** Pixels. */
  size?: number;
  /** Accessible name; the value itself by default. */
  label?: string;
}

/**
 * A QR code (spec 2.8) with low error correction (spec section 9), drawn as SVG by the qrcode package and shown as an
 * image, so no markup from the encoder is ever injected into the page. Dark on white in both themes for scanners.
 */
export function QrCode({ value, size = 160, label }: QrCodeProps) {
  const [source, setSource] = useState<{ value: string; uri: string } | null>(null);

  useEffect(() => {
    if (!value) return undefined;
    let active = true;
    QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'L', margin: 2, color: { dark: '#000000', light: '#ffffff' } }).then(
      (svg) => {
        if (active) setSource({ value, uri: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      },
      () => {
        // Text too long for a QR code: show nothing rather than a broken image.
        if (active) setSource(null);
      },
    );
    return () => {
      active = false;
    };
  }, [value]);

  if (!value || !source || source.value !== value) return null;
  return <img className="sluice-qr-code" src={source.uri} width={size} height={size} alt={label ?? value} data-testid="qr-code" />;
}
