import type { Axis } from '@visx/visx';

/** What visx's own ticks use when a label gives no font size. */
const MIN_LABEL_FONT_SIZE = 10;

/**
 * An axis's ticks drawn as visx draws them (a group per tick, its line and its label), but keyed by position instead
 * of by value: a zoom or a live slide changes every tick's value, and visx's keys then unmounted and recreated each
 * tick's elements on every view change, where updating their attributes in place is all it takes.
 */
export function IndexedTicks<Scale extends Axis.AxisScale>({
  ticks,
  tickLabelProps,
  tickComponent,
  tickStroke = '#222',
  strokeWidth,
  hideTicks,
  horizontal,
  orientation,
  tickClassName,
  tickTransform,
  tickLineProps,
}: Axis.TicksRendererProps<Scale>) {
  return ticks.map(({ index, from, to, formattedValue }) => {
    const labelProps = tickLabelProps[index] ?? {};
    const fontSize = Math.max(MIN_LABEL_FONT_SIZE, typeof labelProps.fontSize === 'number' ? labelProps.fontSize : 0);
    // Below a horizontal axis the label hangs under the tick, one font size down, as visx places it.
    const labelY = to.y + (horizontal && orientation !== 'top' ? fontSize : 0);
    const className = tickClassName ? `visx-axis-tick ${tickClassName}` : 'visx-axis-tick';
    return (
      <g key={index} className={className} transform={tickTransform ?? 'translate(0, 0)'}>
        {!hideTicks && (
          <line
            className="visx-line"
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            stroke={tickStroke}
            strokeWidth={strokeWidth}
            strokeLinecap="square"
            shapeRendering="crispEdges"
            {...tickLineProps}
          />
        )}
        {tickComponent?.({ ...labelProps, x: to.x, y: labelY, formattedValue })}
      </g>
    );
  });
}
