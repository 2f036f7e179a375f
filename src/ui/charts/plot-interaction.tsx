import { theme } from 'antd';
import { useDeferredValue, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartClickEvent, ChartView } from './chart-types';
import { Crosshair } from './crosshair';
import { keyboardZoom } from './keyboard-zoom';
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
  /** The view shown, and the widest the keys zoom out to (the picked range); keys zoom only with `onZoom` wired. */
  view: ChartView;
  maxSpan: number;
  /** Whether the view can change at all (the chart has onViewChange). */
  zoomable: boolean;
}

/** Keyboard focus only: a click on the plot does not draw the ring (`:focus-visible`, where the browser has it). */
function focusVisible(event: FocusEvent<HTMLElement>): boolean {
  try {
    return event.currentTarget.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The pointer surface over the plot: crosshair and read-out on hover, a shaded selection while dragging (released:
 * zoom to it), a click event with the values under the pointer, and a double-click to undo zooming. Focusable, with a
 * visible ring: + and - zoom around the centre, the arrows pan, Home and 0 go back to the picked range. It re-renders on
 * every pointer move, so it is kept apart from the drawing.
 */
export function PlotInteraction({
  geometry,
  left,
  top,
  width,
  height,
  onZoom,
  onReset,
  onClick,
  view,
  maxSpan,
  zoomable,
}: PlotInteractionProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [ring, setRing] = useState(false);
  const series = geometry.drawn.map(({ series: item }) => item);
  const { hoverX, drag, handlers } = usePlotPointer({
    width,
    view,
    onZoom: (x0, x1) => onZoom(geometry.x.invert(x0).getTime(), geometry.x.invert(x1).getTime()),
    onClick: (x) => {
      const time = geometry.x.invert(x).getTime();
      onClick?.({ time, values: valuesAt(series, time) });
    },
  });
  // The read-out follows a zoom's new data in a render of its own, after the frame that shows the zoom: it is not what
  // the user waits for, and rendered with the chart it made every zoom later.
  const readoutGeometry = useDeferredValue(geometry);
  // Likewise the crosshair coming back after a drag: mounting it is not part of showing the zoom.
  const crosshairOn = useDeferredValue(!drag);
  const hoverTime = hoverX === null ? null : readoutGeometry.x.invert(hoverX).getTime();
  const defaultColour = token.colorText;
  const readout = useMemo(
    () =>
      hoverTime === null
        ? []
        : valuesAt(
            readoutGeometry.drawn.map(({ series: item }) => item),
            hoverTime,
          ).map((value, index) => {
            const drawn = readoutGeometry.drawn[index];
            return {
              ...value,
              colour: drawn?.colour ?? defaultColour,
              y: value.value === null || !drawn ? null : drawn.scale(value.value),
            };
          }),
    [readoutGeometry, hoverTime, defaultColour],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!zoomable || event.ctrlKey || event.metaKey || event.altKey) return;
    const asked = keyboardZoom(event.key, event.shiftKey, view, maxSpan);
    if (!asked) return;
    event.preventDefault();
    if ('reset' in asked) onReset();
    else onZoom(asked.view.from, asked.view.to);
  };
  return (
    <div
      data-testid="chart-plot"
      role="group"
      // Focusable only where the keys do something.
      tabIndex={zoomable ? 0 : undefined}
      aria-label={t(zoomable ? 'charts.plot.label-zoomable' : 'charts.plot.label')}
      aria-keyshortcuts={zoomable ? '+ - ArrowLeft ArrowRight Home 0' : undefined}
      {...handlers}
      onDoubleClick={onReset}
      onKeyDown={onKeyDown}
      onFocus={(event) => setRing(focusVisible(event))}
      onBlur={() => setRing(false)}
      style={{
        position: 'absolute',
        left,
        top,
        width,
        height,
        cursor: 'crosshair',
        touchAction: 'none',
        userSelect: 'none',
        outline: ring ? `2px solid ${token.colorPrimary}` : 'none',
        outlineOffset: 2,
        borderRadius: 2,
      }}
    >
      {drag && Math.abs(drag.end - drag.start) > 0 && (
        <div
          data-testid="chart-selection"
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
      {crosshairOn && hoverX !== null && hoverTime !== null && !drag && (
        <Crosshair x={hoverX} width={width} height={height} time={hoverTime} values={readout} />
      )}
    </div>
  );
}
