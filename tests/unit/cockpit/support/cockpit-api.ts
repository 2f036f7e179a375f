import { chosenLayouts } from '../../../../src/features/cockpit/page/chosen-layout';
import { changeLanguage } from '../../../../src/lib/i18n';
import { installFakeApi, okBody } from '../../support/fake-api';
import { resetState } from '../../support/reset-state';
import { DEFAULT_LAYOUT, POINTS } from './cockpit-fixtures';

/**
 * A clean console in English, no layout chosen on this browser, and a server that answers the project's default
 * layout and its points: where a cockpit test starts. Restore the answer when the test ends.
 */
export async function startCockpitApi(): Promise<ReturnType<typeof installFakeApi>> {
  await resetState();
  await changeLanguage('en');
  chosenLayouts.reset();
  return installFakeApi({
    'GET /api/cockpit/layouts': () => okBody({ list: [DEFAULT_LAYOUT] }),
    'GET /api/deploy/monitoringPointManagement/list': () => okBody({ list: POINTS }),
  });
}
