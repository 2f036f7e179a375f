import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';
import { BARCODE_DEFAULTS, isBarcodeText } from './barcode-rule';

export interface BarcodeProps {
  value: string | null | undefined;
  format?: string;
  width?: number;
  height?: number;
  /** Print the text under the bars. */
  displayValue?: boolean;
  /** Accessible name; the value itself by default. */
  label?: string;
}

/**
 * A barcode (spec 2.8) drawn with JsBarcode: code128, bar width 4, height 40 by default. Text that is not purely
 * letters and digits draws nothing and raises nothing (spec section 5). Bars stay black on white in dark mode too,
 * since scanners need the contrast.
 */
export function Barcode({
  value,
  format = BARCODE_DEFAULTS.format,
  width = BARCODE_DEFAULTS.width,
  height = BARCODE_DEFAULTS.height,
  displayValue = true,
  label,
}: BarcodeProps) {
  const ref = useRef<SVGSVGElement>(null);
  const drawable = isBarcodeText(value);

  useEffect(() => {
    const svg = ref.current;
    if (!svg || !drawable) return;
    try {
      JsBarcode(svg, value, { format, width, height, displayValue, background: '#ffffff', lineColor: '#000000', margin: 8 });
    } catch {
      // A value the chosen format cannot encode (e.g. letters in EAN13) draws nothing rather than breaking the page.
      svg.replaceChildren();
    }
  }, [drawable, value, format, width, height, displayValue]);

  if (!drawable) return null;
  return <svg ref={ref} className="sluice-barcode" role="img" aria-label={label ?? value} data-testid="barcode" />;
}
