import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WeatherNow } from '../../../server/src/wire/weather';
import { Providers } from '../../../src/app/providers';
import { queryClient } from '../../../src/app/query-client';
import { WeatherPage } from '../../../src/features/weather/weather-page';
import { changeLanguage } from '../../../src/lib/i18n';
import { selectedProject } from '../../../src/lib/selected-project';
import '../support/dom-setup';
import { installFakeApi, okBody } from '../support/fake-api';
import { resetState } from '../support/reset-state';

const NOW = Date.UTC(2026, 10, 25, 6);
const weather: WeatherNow = {
  skycon: 'CLOUDY',
  temperature: 12.5,
  apparentTemperature: 10.9,
  humidity: 0.7,
  wind: { speed: 9, direction: 180 },
  forecastModelList: [],
  hourlyVoList: Array.from({ length: 24 }, (_, hour) => ({
    hour: NOW + hour * 3_600_000,
    temperature: 12,
    precipitation: 0,
    skycon: 'CLOUDY' as const,
  })),
  fetchedAt: NOW,
  stale: false,
};

describe('the weather page (menu monitoring/weather)', () => {
  let fakeApi: ReturnType<typeof installFakeApi>;
  beforeEach(async () => {
    await resetState();
    await changeLanguage('en');
    queryClient.clear();
    fakeApi = installFakeApi({ 'GET /api/system/weather': () => okBody(weather) });
  });
  afterEach(() => fakeApi.restore());

  it('shows the selected project’s weather now and its 24-hour chart', async () => {
    selectedProject.set({
      projectId: 'p-dam',
      name: 'Qingshui Reservoir',
      latitude: 30.2,
      longitude: 119.4,
      orgId: '',
      projectTypeId: '',
      isManager: false,
      menuProjectType: 1,
    });
    render(
      <Providers>
        <WeatherPage />
      </Providers>,
    );
    expect(await screen.findByText('Weather at Qingshui Reservoir')).toBeInTheDocument();
    const now = await screen.findByTestId('weather-now');
    expect(now.textContent).toContain('13 °C');
    expect(now.textContent).toContain('Cloudy');
    expect(
      fakeApi.requests.some((request) => String(request.url).includes('projectId=p-dam') || request.params?.projectId === 'p-dam'),
    ).toBe(true);
  });

  it('says so when no project is selected, without calling the server', async () => {
    render(
      <Providers>
        <WeatherPage />
      </Providers>,
    );
    expect(await screen.findByText('Weather')).toBeInTheDocument();
    expect(fakeApi.requests).toHaveLength(0);
  });
});
