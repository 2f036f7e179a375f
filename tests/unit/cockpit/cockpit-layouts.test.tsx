import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CockpitLayout, CockpitLayoutCreateRequest } from '../../../server/src/wire/cockpit';
import { chosenLayouts } from '../../../src/features/cockpit/page/chosen-layout';
import { changeLanguage } from '../../../src/lib/i18n';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { installFakeApi, okBody } from '../support/fake-api';
import { resetState } from '../support/reset-state';
import { DEFAULT_LAYOUT, POINTS, savedLayout } from './support/cockpit-fixtures';
import { renderCockpit } from './support/render-cockpit';

const widgetIds = () => screen.getAllByTestId('cockpit-widget').map((cell) => cell.getAttribute('data-widget-id'));
const layoutSelect = () => within(screen.getByTestId('cockpit-layout-select'));

describe('cockpit layouts', () => {
  let fakeApi: ReturnType<typeof installFakeApi>;
  let stored: CockpitLayout[];

  beforeEach(async () => {
    await resetState();
    await changeLanguage('en');
    chosenLayouts.reset();
    stored = [DEFAULT_LAYOUT];
    fakeApi = installFakeApi({
      'GET /api/cockpit/layouts': () => okBody({ list: stored }),
      'POST /api/cockpit/layouts': (request) => {
        const saved = savedLayout(JSON.parse(String(request.data)) as CockpitLayoutCreateRequest, 'own-1');
        stored = [...stored, saved];
        return okBody(saved);
      },
      'GET /api/deploy/monitoringPointManagement/list': () => okBody({ list: POINTS }),
    });
  });
  afterEach(() => fakeApi.restore());

  it('adds a widget in edit mode, saves the layout as the user’s own at every breakpoint, and resets to the project default', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderCockpit();
    await waitFor(() => expect(widgetIds()).toEqual(['kpi-1', 'piezometric-1']));
    expect(layoutSelect().getByText('Dam safety')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Edit layout/ }));
    await user.hover(screen.getByRole('button', { name: /Add widget/ }));
    await user.click(await screen.findByText('Surface displacement'));
    expect(widgetIds()).toEqual(['kpi-1', 'piezometric-1', 'surfaceDisplacement-1']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Save as my layout/ }));
    await waitFor(() => expect(layoutSelect().getByText('Dam safety (mine)')).toBeInTheDocument());
    const post = fakeApi.requests.find((request) => request.method === 'POST');
    const body = JSON.parse(String(post?.data)) as CockpitLayoutCreateRequest;
    expect(body.projectId).toBe('prj-1');
    expect(body.widgets.map((widget) => widget.type)).toEqual(['kpi', 'piezometric', 'surfaceDisplacement']);
    // Saved per breakpoint: the new widget has a place under the others, within each breakpoint's columns.
    expect(body.layouts.lg.find((item) => item.i === 'surfaceDisplacement-1')).toEqual({
      i: 'surfaceDisplacement-1',
      x: 0,
      y: 11,
      w: 6,
      h: 8,
    });
    expect(body.layouts.md.find((item) => item.i === 'surfaceDisplacement-1')?.w).toBe(6);
    expect(body.layouts.sm.find((item) => item.i === 'surfaceDisplacement-1')).toEqual({
      i: 'surfaceDisplacement-1',
      x: 0,
      y: 11,
      w: 4,
      h: 8,
    });
    expect(chosenLayouts.get()).toEqual({ 'prj-1': 'own-1' });
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Reset to project default/ }));
    await waitFor(() => expect(layoutSelect().getByText('Dam safety')).toBeInTheDocument());
    expect(widgetIds()).toEqual(['kpi-1', 'piezometric-1']);
    expect(chosenLayouts.get()).toEqual({});
  });

  it('removes a widget in edit mode, and cancel brings the saved layout back', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderCockpit();
    await waitFor(() => expect(widgetIds()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /Edit layout/ }));
    await user.click(screen.getByRole('button', { name: 'Remove Key figures' }));
    expect(widgetIds()).toEqual(['piezometric-1']);
    // The last widget stays: a layout without any is refused by the server.
    await user.click(screen.getByRole('button', { name: 'Remove Piezometric level' }));
    expect(widgetIds()).toEqual(['piezometric-1']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(widgetIds()).toEqual(['kpi-1', 'piezometric-1']);
    expect(fakeApi.requests.some((request) => request.method !== 'GET')).toBe(false);
  });

  it('opens the layout a data-screen address names, and the one chosen last after that', async () => {
    const mine = savedLayout(
      { projectId: 'prj-1', name: 'Night shift', widgets: DEFAULT_LAYOUT.widgets.slice(1), layouts: DEFAULT_LAYOUT.layouts },
      'own-2',
    );
    stored = [DEFAULT_LAYOUT, mine];
    renderCockpit({ path: '/cockpit?screen=own-2' });
    await waitFor(() => expect(layoutSelect().getByText('Night shift')).toBeInTheDocument());
    expect(widgetIds()).toEqual(['piezometric-1']);
  });
});
