import { USER_EVENT_OPTIONS } from '../../support/dom-setup';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../../src/app/router/route-error-boundary';
import { setUpRendering } from '../../support/render-suite';

// The error page loads antd with the console's providers: more than the default second on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

setUpRendering({ preload: () => import('../../../../src/app/router/route-error-page-with-providers') });

function Broken(): never {
  throw new Error('chunk failed to load');
}

function Home() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/home')}>
      go home
    </button>
  );
}

describe('the routes’ error boundary', () => {
  it('shows the error page with the failure and a reload, and leaves it on the next navigation', async () => {
    // React reports the caught error on the console; it is the point of this test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Home />
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/home" element={<p>home page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText('chunk failed to load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'go home' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByText('页面加载失败')).toBeNull();
  });
});
