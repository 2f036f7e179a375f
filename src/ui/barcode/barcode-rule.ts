/** Spec section 9: code128, bar width 4, height 40. */
export const BARCODE_DEFAULTS = { format: 'CODE128', width: 4, height: 40 } as const;

/** Spec section 5: a barcode is drawn only for letters and digits; anything else (or nothing) draws none. */
export function isBarcodeText(text: string | null | undefined): text is string {
  return typeof text === 'string' && /^[A-Za-z0-9]+$/.test(text);
}
