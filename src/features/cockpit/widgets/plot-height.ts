import { createContext, useContext } from 'react';

/** The plot height that fills the widget's cell, from the chart card around the plot (use-fit-height.ts). */
export const PlotHeightContext = createContext(240);

export function usePlotHeight(): number {
  return useContext(PlotHeightContext);
}
