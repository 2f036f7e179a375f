import type { FastifyInstance } from 'fastify';
import { signInRoutes } from './oauth/sign-in-routes';
import { onlineUserRoutes } from './online-users/online-user-routes';
import { columnSettingsRoutes } from './column-settings/column-settings';
import { feedbackRoutes } from './feedback/feedback';
import { messageRoutes } from './messages/messages';
import { organizeRoutes } from './organize/organize-plugin';
import { areasRoutes } from './areas/areas-plugin';
import { positionsRoutes } from './positions/positions-plugin';
import { rolesRoutes } from './roles/roles-plugin';
import { groupsRoutes } from './groups/groups-plugin';
import { authorityRoutes } from './authority/authority-plugin';
import { menusRoutes } from './menus/menus-plugin';
import { usersRoutes } from './users/users-plugin';
import { currentUserRoutes } from './oauth/current-user';
import { currentUserPreferenceRoutes } from './users-current/preferences';
import { currentUserProfileRoutes } from './users-current/profile-routes';
import { avatarImageRoutes } from './users-current/avatar-files';
import { projectsRoutes } from './projects/projects-routes';
import { appCodeRoutes } from './projects/app-code';
import { sysConfigRoutes } from './sys-config/sys-config-routes';
import { chatRoutes } from './chat/chat-routes';
import { alarmRoutes } from './alarms/alarm-routes';
import { soundLightRoutes } from './sound-light/sound-light-routes';
import { readingsAreaRoutes } from './monitoring/readings-routes';
import { monitoringPointRoutes } from './monitoring-points/monitoring-point-routes';
import { damRoutes } from './dams/dam-list';
import { damMonitoringRoutes } from './dam-monitoring/dam-monitoring-routes';
import { cockpitRoutes } from './cockpit/cockpit-routes';
import { weatherRoutes } from './weather/weather-routes';
import { dictionaryRoutes } from './dictionary/dictionary-plugin';
import { dataInterfaceRoutes } from './data-interface/data-interface-plugin';
import { printTemplatesRoutes } from './print-templates/print-templates-plugin';
import { billRuleRoutes } from './bill-rules/bill-rule-routes';
import { signedIn } from './signed-in';
import { refuseNonFiniteNumbers } from './finite-numbers';
import { healthRoutes } from './health/health-routes';
import { checkSignedUrlRoutes, signUrlRoutes } from './signed-urls/signed-url-routes';
import { downloadRoutes } from './files/downloads';
import { fileRoutes } from './files/file-routes';
import { orderEngineRoutes } from './order-engine/order-engine-routes';
import { visualdevBaseRoutes } from './visualdev/base-routes';
import { workOrdersRoutes } from './work-orders/work-orders-plugin';
import { onlineDevRoutes } from './online-dev/online-dev-plugin';
import { onlineDevDownloadRoutes } from './online-dev/export-routes';

/**
 * Mounts every route area under /api, one line per area. Infrastructure (db, auth, hub, alarm engine, ingest,
 * simulator) is registered by app.ts before this. Public: signing in (its own file says which of its routes need a
 * session), the site settings the login page shows, the server's health and the check of a signed URL (the signature is the
 * credential). Every other area sits behind `signedIn`.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // Before any area registers, so the hook reaches every route (see finite-numbers.ts for why schemas cannot do it).
  app.addHook('preHandler', refuseNonFiniteNumbers);
  await app.register(signInRoutes);
  await app.register(sysConfigRoutes);
  await app.register(appCodeRoutes);
  await app.register(healthRoutes);
  await app.register(checkSignedUrlRoutes);
  // Avatars are shown by <img>, which sends no token: the random name is the only key (users-current/avatar-files.ts).
  await app.register(avatarImageRoutes);
  // Downloads check a session or a signed URL themselves: an <img> or a link sends no header (files/download-access.ts).
  await app.register(downloadRoutes);
  // A form export's file: its signed link is the credential (online-dev/export-routes.ts).
  await app.register(onlineDevDownloadRoutes);

  await app.register(signedIn(currentUserRoutes));
  await app.register(signedIn(currentUserPreferenceRoutes));
  await app.register(signedIn(currentUserProfileRoutes));
  await app.register(signedIn(onlineUserRoutes));
  await app.register(signedIn(projectsRoutes));
  await app.register(signedIn(usersRoutes));
  await app.register(signedIn(organizeRoutes));
  await app.register(signedIn(positionsRoutes));
  await app.register(signedIn(rolesRoutes));
  await app.register(signedIn(groupsRoutes));
  await app.register(signedIn(authorityRoutes));
  await app.register(signedIn(areasRoutes));
  await app.register(signedIn(menusRoutes));
  await app.register(signedIn(columnSettingsRoutes));
  await app.register(signedIn(feedbackRoutes));
  await app.register(signedIn(messageRoutes));
  await app.register(signedIn(chatRoutes));
  await app.register(signedIn(alarmRoutes));
  await app.register(signedIn(soundLightRoutes));
  await app.register(signedIn(readingsAreaRoutes));
  await app.register(signedIn(monitoringPointRoutes));
  await app.register(signedIn(damRoutes));
  await app.register(signedIn(damMonitoringRoutes));
  await app.register(signedIn(cockpitRoutes));
  await app.register(signedIn(weatherRoutes));
  await app.register(signedIn(signUrlRoutes));
  await app.register(signedIn(dictionaryRoutes));
  await app.register(signedIn(dataInterfaceRoutes));
  await app.register(signedIn(printTemplatesRoutes));
  await app.register(signedIn(billRuleRoutes));
  await app.register(signedIn(fileRoutes));
  await app.register(signedIn(orderEngineRoutes));
  await app.register(signedIn(visualdevBaseRoutes));
  await app.register(signedIn(workOrdersRoutes));
  await app.register(signedIn(onlineDevRoutes));
}
