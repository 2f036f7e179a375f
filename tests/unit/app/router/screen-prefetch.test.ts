import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../../src/app/query-client';
import { prefetchScreenData } from '../../../../src/app/router/screen-prefetch';

const prefetchSeepageAddress = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/features/monitoring/data/prefetch-seepage-address', () => ({ prefetchSeepageAddress }));

// A screen opened from an address starts its first reads before its code has loaded.
describe('screen prefetch', () => {
  it("hands the seepage page's address to its prefetch, with the console's query cache", async () => {
    prefetchScreenData('/monitoring/seepage', '?point=mp-qs-up1&from=1&to=2');
    await vi.waitFor(() => expect(prefetchSeepageAddress).toHaveBeenCalledWith('?point=mp-qs-up1&from=1&to=2', queryClient));
  });

  it('does nothing for a screen without one', async () => {
    prefetchSeepageAddress.mockClear();
    prefetchScreenData('/permission/user', '?point=mp-qs-up1&from=1&to=2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prefetchSeepageAddress).not.toHaveBeenCalled();
  });
});
