import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupSelect } from '../../../ui/popup-select/popup-select';
import type { PopupPageQuery, PopupSelectColumn } from '../../../ui/popup-select/popup-select-dialog';
import { fetchPositions } from '../api';
import type { PositionRow } from '../types';

export interface PositionSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The name of the position the record had, shown until another is chosen. */
  knownId?: string;
  knownName?: string;
  id?: string;
  disabled?: boolean;
}

/** A person's position, chosen in the popup select over the positions list (name, code, organisation). */
export function PositionSelect({ value, onChange, knownId, knownName, id, disabled }: PositionSelectProps) {
  const { t } = useTranslation();
  const columns = useMemo<PopupSelectColumn<PositionRow>[]>(
    () => [
      { key: 'fullName', title: t('admin.position.name') },
      { key: 'enCode', title: t('admin.position.code') },
      { key: 'organizeName', title: t('admin.position.organize'), render: (name: string | undefined) => name || '—' },
    ],
    [t],
  );
  const fetchPage = useCallback(async (query: PopupPageQuery) => {
    const page = await fetchPositions(query);
    return { list: page.list, total: page.pagination.total };
  }, []);
  return (
    <PopupSelect<PositionRow>
      id={id}
      value={value}
      // The record's name stands for its own position only; a newly chosen row names itself.
      label={value && value === knownId ? knownName || undefined : undefined}
      onChange={(next) => onChange?.(next)}
      fetchPage={fetchPage}
      columns={columns}
      title={t('admin.position.choose')}
      placeholder={t('admin.position.placeholder')}
      disabled={disabled}
    />
  );
}
