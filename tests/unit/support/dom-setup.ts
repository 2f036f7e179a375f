import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// jsdom lacks ResizeObserver, which antd's Tabs, Menu overflow and Typography measure with.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}

// *ByRole checks every candidate's visibility through getComputedStyle, which jsdom makes very slow once
// antd has injected its CSS-in-JS sheets (seconds per query). Hidden antd panes are unmounted, not hidden.
configure({ defaultHidden: true });

/** userEvent without the per-event pointer-events check, which also goes through getComputedStyle. */
export const USER_EVENT_OPTIONS = { delay: null, pointerEventsCheck: 0 } as const;

/** jsdom has no canvas; JsBarcode (the user detail's barcode) measures its caption with one. Undone by vi.restoreAllMocks. */
export function stubCanvasText(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ font: '', measureText: () => ({ width: 40 }) } as never);
}
