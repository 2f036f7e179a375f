import type { Db } from '../../db/database';
import { deny } from '../../i18n/localized-error';
import { hasButton } from '../../shell/permission-check';
import { assertProjectAccess } from '../project-access';

// Dam data writes (manual records, reading corrections) are guarded twice, as alarm settings are: the project rule
// (a member with a writer role, or an administrator) and the edit button of the page the data belongs to, so an
// administrator can take the change away from a role without touching its project memberships.

/** The menus (server/src/seed/demo-menus.ts) whose btn_edit grants dam data writes. */
export const DAM_MENU = { seepage: 'monitoring.seepage', displacement: 'monitoring.displacement' } as const;
export type DamMenu = (typeof DAM_MENU)[keyof typeof DAM_MENU];

export const DAM_EDIT_BUTTON = 'btn_edit';

/** 403 unless the user may write the project's monitoring data and holds btn_edit on the page. */
export async function assertDamWrite(db: Db, userId: string, projectId: string, menu: DamMenu): Promise<void> {
  await assertProjectAccess(db, userId, projectId, 'write');
  if (!(await hasButton(db, userId, menu, DAM_EDIT_BUTTON))) throw deny('dam.edit-right');
}
