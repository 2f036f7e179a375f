import type { FastifyInstance } from 'fastify';
import { signInRoutes } from './oauth/sign-in-routes';
import { onlineUserRoutes } from './online-users/online-user-routes';
import { columnSettingsRoutes } from './column-settings/column-settings';
import { feedbackRoutes } from './feedback/feedback';
import { messageRoutes } from './messages/messages';
import { organizeRoutes } from './organize/organize-plugin';
import { positionsRoutes } from './positions/positions-plugin';
import { usersRoutes } from './users/users-plugin';
import { currentUserRoutes } from './oauth/current-user';
import { currentUserPreferenceRoutes } from './users-current/preferences';
import { projectsRoutes } from './projects/projects-routes';
import { sysConfigRoutes } from './sys-config/sys-config-routes';
import { chatRoutes } from './chat/chat-routes';
import { alarmEnginePlugin } from '../monitoring/alarms/engine-plugin';
import { alarmRoutes } from './alarms/alarm-routes';
import { soundLightRoutes } from './sound-light/sound-light-routes';
import { monitoringPlugin } from '../monitoring/monitoring-plugin';
import { readingsAreaRoutes } from './monitoring/readings-routes';
import { monitoringPointRoutes } from './monitoring-points/monitoring-point-routes';
import { damRoutes } from './dams/dam-list';
import { simulatorPlugin } from '../simulator/simulator-plugin';

/** Mounts every route area under /api. One line per area. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signInRoutes);
  await app.register(onlineUserRoutes);
  await app.register(currentUserRoutes);
  await app.register(currentUserPreferenceRoutes);
  await app.register(projectsRoutes);
  await app.register(sysConfigRoutes);
  void app;
  await app.register(usersRoutes);
  await app.register(organizeRoutes);
  await app.register(positionsRoutes);
  await app.register(columnSettingsRoutes);
  await app.register(feedbackRoutes);
  await app.register(messageRoutes);
  await app.register(chatRoutes);
  await app.register(alarmEnginePlugin);
  await app.register(alarmRoutes);
  await app.register(soundLightRoutes);
  await app.register(monitoringPlugin);
  await app.register(readingsAreaRoutes);
  await app.register(monitoringPointRoutes);
  await app.register(damRoutes);
  await app.register(simulatorPlugin);
}
