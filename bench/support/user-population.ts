import SQLite from 'better-sqlite3';
import { hashPassword, md5Hex } from '../../server/src/auth/passwords';
import { newId } from '../../server/src/lib/ids';
import { SEED_MESSAGES } from '../../server/src/shell/seed-message-catalogue';
import { benchPerson, seededRandom } from './chinese-people';

// Fills a migrated, seeded SQLite file (the server stopped) with many people in one transaction through prepared
// statements: the API would take minutes to create 100,000 people, and the bench measures reading them, not that.

/** Where a person can sit: a company's own staff (no department) or a department with the company above it. */
interface Place {
  organizeId: string;
  departmentId: string | null;
  positionIds: string[];
}

interface UnitRow {
  id: string;
  parent_id: string;
  category: string;
}

/** Every enabled unit of the seeded organisation as a place, with the positions that belong to it. */
function placesOf(sqlite: SQLite.Database): Place[] {
  const units = sqlite.prepare('select id, parent_id, category from organize where enabled_mark = 1').all() as UnitRow[];
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const positions = sqlite.prepare('select id, organize_id from position where enabled_mark = 1').all() as {
    id: string;
    organize_id: string;
  }[];
  const companyOf = (unit: UnitRow): string | null => {
    let at: UnitRow | undefined = unit;
    for (let depth = 0; at && depth < 50; depth += 1) {
      if (at.category === 'company') return at.id;
      at = byId.get(at.parent_id);
    }
    return null;
  };
  return units.flatMap((unit) => {
    const organizeId = companyOf(unit);
    if (organizeId === null) return [];
    const positionIds = positions.filter((position) => position.organize_id === unit.id).map((position) => position.id);
    return [{ organizeId, departmentId: unit.category === 'department' ? unit.id : null, positionIds }];
  });
}

export interface Population {
  inserted: number;
  roleRows: number;
  ms: number;
  /** Units (companies and departments) the people were spread over. */
  places: number;
}

/** Password of every bench person, should anyone want to sign in as one. */
export const BENCH_PERSON_PASSWORD = 'Sluice2026bench';

/**
 * Inserts `count` people numbered 0..count-1 (benchPerson), spread evenly over the organisation's units and
 * their positions, each holding one role other than administrator (one in ten a second one), 97 % enabled,
 * created over the last five years. All share one password hash: scrypt for each would take minutes.
 */
export async function insertPeople(dbPath: string, count: number): Promise<Population> {
  const passwordHash = await hashPassword(md5Hex(BENCH_PERSON_PASSWORD));
  const started = performance.now();
  const sqlite = new SQLite(dbPath);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    const places = placesOf(sqlite);
    const roleIds = (
      sqlite.prepare("select id from role where en_code <> 'administrator' order by sort_code").all() as { id: string }[]
    ).map((row) => row.id);
    if (places.length === 0 || roleIds.length === 0) throw new Error('the seeded organisation has no units or no roles');
    const insertUser = sqlite.prepare(
      `insert into users (id, account, real_name, mobile_phone, email, organize_id, department_id, position_id,
         password_hash, enabled_mark, sort_code, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    );
    const insertRole = sqlite.prepare('insert into user_role (user_id, role_id) values (?, ?)');
    // Every start re-runs seedMessages (server/src/shell/seed-messages.ts), which gives each enabled person without
    // them the demo's messages to 'everyone' in ONE insert: for 100,000 new people that is 400,000 bound values, and
    // the server dies at start ("too many SQL variables"). A server bug for the lead; here the people get those
    // receiver rows now, as the seed would have given them, so the server starts.
    const everyoneMessages = SEED_MESSAGES.filter((message) => message.to === 'everyone').map((message) => `msg-seed-${message.key}`);
    const insertReceiver = sqlite.prepare('insert into message_receiver (message_id, user_id, is_read, read_at) values (?, ?, 0, null)');
    const random = seededRandom(20261126);
    const now = Date.now();
    const fiveYearsMs = 5 * 365 * 86_400_000;
    let roleRows = 0;
    sqlite.transaction(() => {
      for (let index = 0; index < count; index += 1) {
        const person = benchPerson(index, random);
        const place = places[index % places.length] as Place;
        const positionId =
          place.positionIds.length > 0 && random() < 0.8 ? (place.positionIds[index % place.positionIds.length] as string) : null;
        const id = newId();
        const enabled = random() < 0.97 ? 1 : 0;
        const createdAt = Math.round(now - random() * fiveYearsMs);
        insertUser.run(
          id,
          person.account,
          person.realName,
          person.mobilePhone,
          person.email,
          place.organizeId,
          place.departmentId,
          positionId,
          passwordHash,
          enabled,
          createdAt,
        );
        if (enabled === 1) for (const messageId of everyoneMessages) insertReceiver.run(messageId, id);
        const first = roleIds[index % roleIds.length] as string;
        insertRole.run(id, first);
        roleRows += 1;
        const second = roleIds[(index + 1) % roleIds.length] as string;
        if (second !== first && random() < 0.1) {
          insertRole.run(id, second);
          roleRows += 1;
        }
      }
    })();
    // No ANALYZE here: the server never runs one, so its planner works without statistics, and so must the bench's.
    return { inserted: count, roleRows, ms: performance.now() - started, places: places.length };
  } finally {
    sqlite.close();
  }
}
