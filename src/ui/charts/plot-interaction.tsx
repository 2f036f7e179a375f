import { theme } from 'antd';
import type { ChartClickEvent } from './chart-types';
import { Crosshair } from './crosshair';
import type { PlotGeometry } from './plot-geometry';
import { valuesAt } from './series-values';
import { usePlotPointer } from './use-plot-pointer';

interface PlotInteractionProps {
  geometry: PlotGeometry;
  left: number;
  top: number;
  width: number;
  height: number;
  onZoom: (from: number, to: number) => void;
  onReset: () => void;
  onClick?: (event: ChartClickEvent) => void;
}

/**
 * The pointer surface over the plot: crosshair and read-out on hover, a shaded selection while dragging (released:
 * zoom to it), a click event with the values under the pointer, and a double-click to undo zooming. It re-renders on
 * every pointer move, so it is kept apart from the drawing.
 */
export function PlotInteraction({ geometry, left, top, width, height, onZoom, onReset, onClick }: PlotInteractionProps) {
  const { token } = theme.useToken();
  const series = geometry.drawn.map(({ series: item }) => item);
  const { hoverX, drag, handlers } = usePlotPointer({
    width,
    onZoom: (x0, x1) => onZoom(geometry.x.invert(x0).getTime(), geometry.x.invert(x1).getTime()),
    onClick: (x) => {
      const time = geometry.x.invert(x).getTime();
      onClick?.({ time, values: valuesAt(series, time) });
    },
  });
  const hoverTime = hoverX === null ? null : geometry.x.invert(hoverX).getTime();
  const readout =
    hoverTime === null
      ? []
      : valuesAt(series, hoverTime).map((value, index) => {
          const drawn = geometry.drawn[index];
          return {
            ...value,
            colour: drawn?.colour ?? token.colorText,
            y: value.value === null || !drawn ? null : drawn.scale(value.value),
          };
        });
  return (
    <div
      data-testid="chart-plot"
      {...handlers}
      onDoubleClick={onReset}
      style={{ position: 'absolute', left, top, width, height, cursor: 'crosshair', touchAction: 'none', userSelect: 'none' }}
    >
      {drag && Math.abs(drag.end - drag.start) > 0 && (
        <div
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: Math.min(drag.start, drag.end),
            width: Math.abs(drag.end - drag.start),
            background: token.colorPrimaryBg,
            opacity: 0.6,
            pointerEvents: 'none',
          }}
        />
      )}
      {hoverX !== null && hoverTime !== null && !drag && (
        <Crosshair x={hoverX} width={width} height={height} time={hoverTime} values={readout} />
      )}
    </div>
  );
}
