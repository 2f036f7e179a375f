// Types of scripts/e2e-template.mjs for the e2e specs' own servers (e2e/support/own-server.ts).

/** The environment every e2e server runs with: `port`, the database at `sqlitePath`, simulator and stale checks off. */
export declare function e2eServerEnv(port: number, sqlitePath: string): NodeJS.ProcessEnv;
/** A fresh folder `dir` holding a copy of the run's seeded demo database, if there is one; the database path to use. */
export declare function freshDatabase(dir: string): string;
/** Seeds the run's demo database once and sets E2E_TEMPLATE_DB for the servers started after it. */
export declare function prepareTemplate(options?: { reuseForMs?: number }): Promise<void>;
