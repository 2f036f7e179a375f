import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DragBox } from './use-box-zoom';

interface BoxZoomOverlayProps {
  box: DragBox | null;
  /** Shows the reset button while the chart is zoomed. */
  zoomed: boolean;
  onReset: () => void;
}

/** The box being dragged over an x/y plot, and the button back to the whole data while zoomed. */
export function BoxZoomOverlay({ box, zoomed, onReset }: BoxZoomOverlayProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <>
      {box && (
        <div
          style={{
            position: 'absolute',
            left: Math.min(box.x0, box.x1),
            top: Math.min(box.y0, box.y1),
            width: Math.abs(box.x1 - box.x0),
            height: Math.abs(box.y1 - box.y0),
            background: token.colorPrimaryBg,
            border: `1px solid ${token.colorPrimaryBorder}`,
            opacity: 0.6,
            pointerEvents: 'none',
          }}
        />
      )}
      {zoomed && (
        <Button
          size="small"
          style={{ position: 'absolute', left: 8, top: 8, zIndex: 1 }}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={(event) => {
            event.stopPropagation();
            onReset();
          }}
        >
          {t('charts.plot.reset-zoom')}
        </Button>
      )}
    </>
  );
}
