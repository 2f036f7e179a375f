import { describe, expect, it, vi } from 'vitest';
import { prefetchScreenData, SCREEN_PREFETCHES } from '../../../../src/app/router/screen-prefetch';

// A screen opened from an address starts its first reads before its code has loaded.
describe('screen prefetch', () => {
  it("hands the address's query to the prefetch of the screen's path, and nothing for other screens", () => {
    const seepage = vi.fn();
    const prefetches = { '/monitoring/seepage': seepage };
    prefetchScreenData('/permission/user', '?point=mp-qs-up1&from=1&to=2', prefetches);
    expect(seepage).not.toHaveBeenCalled();
    prefetchScreenData('/monitoring/seepage', '?point=mp-qs-up1&from=1&to=2', prefetches);
    expect(seepage).toHaveBeenCalledWith('?point=mp-qs-up1&from=1&to=2');
  });

  it('has one for the seepage page only', () => {
    expect(Object.keys(SCREEN_PREFETCHES)).toEqual(['/monitoring/seepage']);
  });
});
