import { Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';

/**
 * A cell's content on one line, cut with an ellipsis when the column is narrower; hovering a cut cell shows the whole
 * content in a tooltip. Whether it is cut is read on hover, so a page of rows keeps no size observers.
 */
export function EllipsisCell({ children }: { children: ReactNode }) {
  const [cut, setCut] = useState(false);
  return (
    <Tooltip title={cut ? children : undefined}>
      <span
        className="sluice-ellipsis-cell"
        onMouseEnter={(event) => setCut(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}
      >
        {children}
      </span>
    </Tooltip>
  );
}
