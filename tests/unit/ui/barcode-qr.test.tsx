import { render, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Barcode } from '../../../src/ui/barcode/barcode';
import { BARCODE_DEFAULTS, isBarcodeText } from '../../../src/ui/barcode/barcode-rule';
import { QrCode } from '../../../src/ui/qr-code/qr-code';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the barcode rule', () => {
  it('draws only letters and digits', () => {
    expect(isBarcodeText('duty01')).toBe(true);
    expect(isBarcodeText('ABC123')).toBe(true);
    expect(isBarcodeText('13907315566@patrol01')).toBe(false);
    expect(isBarcodeText('a b')).toBe(false);
    expect(isBarcodeText('巡河员')).toBe(false);
    expect(isBarcodeText('')).toBe(false);
    expect(isBarcodeText(null)).toBe(false);
    expect(isBarcodeText(undefined)).toBe(false);
  });

  it('defaults to code128, width 4, height 40', () => {
    expect(BARCODE_DEFAULTS).toEqual({ format: 'CODE128', width: 4, height: 40 });
  });
});

describe('<Barcode>', () => {
  beforeEach(() => {
    // jsdom has no canvas; JsBarcode measures the caption text with one.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ font: '', measureText: () => ({ width: 40 }) } as never);
  });

  it('draws the bars of an alphanumeric value at the default size', () => {
    render(<Barcode value="duty01" />);
    const svg = screen.getByRole('img', { name: 'duty01' });
    const bars = svg.querySelectorAll('rect');
    expect(bars.length).toBeGreaterThan(10);
    // Code 128 of six characters: start, 6 symbols, check, stop = 9 symbols of 11 modules + 2; 4 px a module.
    expect(Number.parseFloat(svg.getAttribute('width') ?? '')).toBe((9 * 11 + 2) * 4 + 2 * 8);
    const widths = [...bars].slice(1).map((bar) => Number(bar.getAttribute('width')));
    expect(Math.min(...widths)).toBe(4);
    expect(svg.querySelector('text')?.textContent).toBe('duty01');
    const barHeights = [...bars].slice(1).map((bar) => Number(bar.getAttribute('height')));
    expect(new Set(barHeights)).toEqual(new Set([40]));
  });

  it('draws nothing, and throws nothing, for other text', () => {
    const { container, rerender } = render(<Barcode value="13907315566@patrol01" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Barcode value="" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Barcode value="水闸" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('draws nothing when the chosen format cannot encode the value', () => {
    render(<Barcode value="ABC" format="EAN13" />);
    expect(screen.getByTestId('barcode').querySelectorAll('rect')).toHaveLength(0);
  });
});

describe('<QrCode>', () => {
  it('encodes the value with low error correction and shows it as an image', async () => {
    const encode = vi.spyOn(QRCode, 'toString');
    render(<QrCode value="duty01" label="账号二维码" />);
    const image = await screen.findByRole('img', { name: '账号二维码' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(encode).toHaveBeenCalledWith('duty01', expect.objectContaining({ type: 'svg', errorCorrectionLevel: 'L' }));
  });

  it('shows nothing without a value and follows a new value', async () => {
    const { container, rerender } = render(<QrCode value="" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<QrCode value="engineer01" />);
    const first = await screen.findByRole('img', { name: 'engineer01' });
    const firstSource = first.getAttribute('src');
    rerender(<QrCode value="patrol01" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'patrol01' }).getAttribute('src')).not.toBe(firstSource));
  });
});
