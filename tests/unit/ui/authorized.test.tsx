import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../src/lib/session-store';
import { usePermission } from '../../../src/lib/use-permission';
import { Authorized } from '../../../src/ui/authorized';
import { resetState } from '../support/reset-state';
import { session } from '../support/session-fixture';

function Page() {
  const { modelId, hasButton } = usePermission();
  return (
    <div>
      <p>model {modelId ?? 'none'}</p>
      <p>can edit {String(hasButton('btn_edit'))}</p>
      <Authorized code="btn_add">
        <button type="button">新增</button>
      </Authorized>
      <Authorized code="btn_remove" fallback={<span>no delete</span>}>
        <button type="button">删除</button>
      </Authorized>
    </div>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('<Authorized> and usePermission', () => {
  beforeEach(async () => {
    await resetState();
    sessionStore.setToken('bearer t');
    sessionStore.setSession(session());
  });

  it("shows an element whose code is in the route's permission entry and removes one that is not", () => {
    renderAt('/monitoring/alarms');
    expect(screen.getByText('model m-alarms')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.getByText('no delete')).toBeInTheDocument();
    expect(screen.getByText('can edit false')).toBeInTheDocument();
  });

  it('gives no permission on a route without a permission entry', () => {
    renderAt('/model/inspection');
    expect(screen.getByText('model m-form')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });

  it('gives no permission on a route that is not in the menu', () => {
    renderAt('/somewhere');
    expect(screen.getByText('model none')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });
});
