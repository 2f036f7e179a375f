import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyHolder, type HolderComponent } from '../../../../src/app/feedback/use-lazy-holder';

/** A holder like antd's: it mounts, then hands its API over. */
const Holder: HolderComponent<string> = ({ onReady }) => {
  useEffect(() => onReady('the api'), [onReady]);
  return <span>holder mounted</span>;
};

function Host({ load, onApi }: { load: () => Promise<HolderComponent<string>>; onApi: (api: string) => void }) {
  const lazy = useLazyHolder(load);
  return (
    <>
      <button onClick={() => void lazy.ready().then(onApi)}>want</button>
      {lazy.holder}
    </>
  );
}

describe('useLazyHolder', () => {
  it('loads nothing until wanted, then mounts the holder once and answers every call with its API', async () => {
    const load = vi.fn(() => Promise.resolve(Holder));
    const onApi = vi.fn();
    render(<Host load={load} onApi={onApi} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'want' }));
    fireEvent.click(screen.getByRole('button', { name: 'want' }));
    expect(await screen.findByText('holder mounted')).toBeInTheDocument();
    await waitFor(() => expect(onApi).toHaveBeenCalledTimes(2));
    expect(onApi).toHaveBeenCalledWith('the api');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next call, and the call that waited through the failure is answered', async () => {
    const load = vi.fn<() => Promise<HolderComponent<string>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Holder);
    const onApi = vi.fn();
    render(<Host load={load} onApi={onApi} />);
    fireEvent.click(screen.getByRole('button', { name: 'want' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(screen.queryByText('holder mounted')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'want' }));
    expect(await screen.findByText('holder mounted')).toBeInTheDocument();
    await waitFor(() => expect(onApi).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
