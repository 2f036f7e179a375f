/** How a table draws its text: the CSS font shorthand the canvas measures with. */
export interface TextFont {
  family: string;
  sizePx: number;
  weight?: number;
}

// Wide (CJK and full-width) letters take a full em, the rest about half an em (the system fonts' average): the
// estimate where no canvas can measure (a test's DOM, a browser with canvas text blocked).
const WIDE = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Width of `text` by letter class alone, in px. */
export function estimateTextWidth(text: string, sizePx: number): number {
  const letters = [...text];
  const wide = letters.filter((letter) => WIDE.test(letter)).length;
  return (wide + (letters.length - wide) * 0.5) * sizePx;
}

let context: CanvasRenderingContext2D | null | undefined;

function measuringContext(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  try {
    // jsdom answers getContext with null (and logs that it lacks canvas): the estimate then serves.
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  return context;
}

/** Width of `text` drawn in `font`, in px: measured with a canvas where one is available, estimated otherwise. */
export function textWidth(text: string, font: TextFont): number {
  const canvas = measuringContext();
  if (!canvas) return estimateTextWidth(text, font.sizePx);
  canvas.font = `${font.weight ?? 400} ${font.sizePx}px ${font.family}`;
  return canvas.measureText(text).width;
}

/** Only for tests: forget the canvas so the next measure looks for one again. */
export function resetTextMeasure(): void {
  context = undefined;
}
