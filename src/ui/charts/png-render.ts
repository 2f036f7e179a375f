import { paintHeader, pngLayout, type PngHeader, type PngStyle } from './png-export';

/** Style properties an SVG needs inline to look the same once serialised (no stylesheet travels with it). */
const INLINED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
];

function serialiseSvg(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...svg.querySelectorAll('*')];
  const targets = [clone, ...clone.querySelectorAll('*')];
  sources.forEach((source, index) => {
    const target = targets[index];
    if (!(target instanceof SVGElement)) return;
    const computed = getComputedStyle(source);
    const style = INLINED.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';');
    target.setAttribute('style', `${target.getAttribute('style') ?? ''};${style}`);
  });
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const { width, height } = svg.getBoundingClientRect();
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  return new XMLSerializer().serializeToString(clone);
}

function loadImage(markup: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn as an image.'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/**
 * Renders the chart inside `root` to a PNG: every SVG (serialised with its computed styles) and canvas layer is
 * drawn at its place, in document order, under a header with the title and legend. Twice the pixels, for print.
 */
export async function renderChartPng(root: HTMLElement, header: PngHeader, style: PngStyle): Promise<Blob> {
  const box = root.getBoundingClientRect();
  const layout = pngLayout(Math.round(box.width), Math.round(box.height), header);
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = layout.width * scale;
  canvas.height = layout.height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  context.scale(scale, scale);
  paintHeader(context, layout, header, style);
  for (const layer of root.querySelectorAll<SVGSVGElement | HTMLCanvasElement>('svg[data-chart-layer], canvas[data-chart-layer]')) {
    const rect = layer.getBoundingClientRect();
    const x = rect.left - box.left;
    const y = rect.top - box.top + layout.chartY;
    const source = layer instanceof HTMLCanvasElement ? layer : await loadImage(serialiseSvg(layer));
    context.drawImage(source, x, y, rect.width, rect.height);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), 'image/png'),
  );
}
