import type { FastifyInstance } from 'fastify';
import { avatarChoiceRoutes } from './avatar-choice';
import { avatarUploadRoutes } from './avatar-files';
import { baseInfoRoutes } from './base-info';
import { modifyPasswordRoutes } from './modify-password';
import { myAuthorizeRoutes } from './my-authorize';
import { myMembershipRoutes } from './my-memberships';
import { mySystemLogRoutes } from './my-system-log';
import { subordinateRoutes } from './subordinates';

/** The signed-in person's own calls (/profile): each acts on the caller only, so no menu right is needed. */
export async function currentUserProfileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(baseInfoRoutes);
  await app.register(modifyPasswordRoutes);
  await app.register(avatarUploadRoutes);
  await app.register(avatarChoiceRoutes);
  await app.register(subordinateRoutes);
  await app.register(myAuthorizeRoutes);
  await app.register(mySystemLogRoutes);
  await app.register(myMembershipRoutes);
}
