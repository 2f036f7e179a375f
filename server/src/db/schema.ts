import type { CoreTables } from './tables/core';

/** Every table the server knows, one interface per migration area. */
export interface Database extends CoreTables {}
