import type { Axis } from '@visx/visx';

/** Where visx's text puts the baseline for each vertical anchor, in em (one line of text). */
const BASELINE_SHIFT = { start: 0.71, middle: 0.355, end: 0 } as const;

function ems(value: string | number | undefined): number {
  if (typeof value === 'number') return 0;
  const match = /^(-?[\d.]+)em$/.exec(value ?? '');
  return match?.[1] ? Number(match[1]) : 0;
}

/**
 * Tick labels as plain SVG text, placed as visx places them. visx's own label component measures every word through a
 * hidden SVG element to wrap it, which made a chart's first draw tens of milliseconds slower; tick labels never wrap.
 */
export function PlainTick({
  formattedValue,
  x,
  y,
  dx,
  dy,
  fill,
  fontSize,
  fontFamily,
  textAnchor,
  verticalAnchor,
}: Axis.TickRendererProps) {
  const shift = ems(dy) + BASELINE_SHIFT[verticalAnchor ?? 'end'];
  return (
    <text x={x} y={y} dx={dx} dy={`${shift}em`} fill={fill} fontSize={fontSize} fontFamily={fontFamily} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}
