import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database';
import { ForecastCache } from '../../providers/weather/forecast-cache';
import type { WeatherPlace } from '../../providers/weather/forecast';
import { createWeatherProvider } from '../../providers/weather/weather-provider';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { envelopeOf } from '../../wire/envelope';
import { WEATHER_DAYS_DEFAULT, WEATHER_FUTURE, WEATHER_FUTURE_REQUEST, WEATHER_NOW, WEATHER_QUERY } from '../../wire/weather';
import { readableProject } from '../../cockpit/readable-project';
import { projectTimeZone } from '../../monitoring/project-time-zone';
import { weatherFuture, weatherNow } from './weather-answers';

/** A project's position, and the zone of its first dam (the zone its people count days in). */
async function projectPlace(db: Db, projectId: string): Promise<WeatherPlace> {
  const project = await db.selectFrom('project').select(['latitude', 'longitude']).where('id', '=', projectId).executeTakeFirstOrThrow();
  return { latitude: project.latitude, longitude: project.longitude, timeZone: await projectTimeZone(db, projectId) };
}

/**
 * `GET /api/system/weather?projectId` and `POST /api/weather/queryWeatherFuture` (contract section 8), for a signed-in
 * member of the project. The provider (providers/weather/) and its per-project cache live as long as the app.
 */
export const weatherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = new ForecastCache(createWeatherProvider(app.config), app.config.weatherCacheTtlMs, app.log);
  const forecastFor = async (userId: string, projectId: string) => {
    await readableProject(app.db, userId, projectId);
    return cache.get(projectId, await projectPlace(app.db, projectId));
  };

  app.get('/system/weather', { schema: { querystring: WEATHER_QUERY, response: { 200: envelopeOf(WEATHER_NOW) } } }, async (request) =>
    ok(weatherNow(await forecastFor(currentUserId(request), request.query.projectId))),
  );

  app.post(
    '/weather/queryWeatherFuture',
    { schema: { body: WEATHER_FUTURE_REQUEST, response: { 200: envelopeOf(WEATHER_FUTURE) } } },
    async (request) =>
      ok(weatherFuture(await forecastFor(currentUserId(request), request.body.projectId), request.body.days ?? WEATHER_DAYS_DEFAULT)),
  );
};
