import { createContext, useContext } from 'react';

// Sub-tables check their own cells and show the problems inline (src/ui/sub-table); the form's rule for a table field
// asks the table mounted under that key to do so. GeneratedFormFields owns the registry; each table enters itself.

/** A mounted sub-table's check: true when every cell passes (problems are then shown inline). */
export type TableCheck = () => boolean;

export type TableChecks = Map<string, TableCheck>;

export const TableChecksContext = createContext<TableChecks | null>(null);

export const useTableChecks = (): TableChecks | null => useContext(TableChecksContext);
