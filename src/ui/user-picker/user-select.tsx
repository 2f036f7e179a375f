import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeItem } from '../tree/tree-item';
import { UserPickerDialog } from './user-picker-dialog';
import { fetchUsersByIds } from './user-picker-api';

interface BaseProps {
  /** What is being chosen (default 审批人). */
  title?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

export interface SingleUserSelectProps extends BaseProps {
  multiple?: false;
  value?: string;
  onChange?: (value: string | undefined, people: TreeItem[]) => void;
}

export interface MultipleUserSelectProps extends BaseProps {
  multiple: true;
  value?: string[];
  onChange?: (value: string[], people: TreeItem[]) => void;
}

/** A form field holding one or more people, chosen in the user picker; names come from getUserList. */
export function UserSelect(props: SingleUserSelectProps | MultipleUserSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<TreeItem[]>([]);
  const ids = useMemo(() => (props.multiple ? (props.value ?? []) : props.value ? [props.value] : []), [props.multiple, props.value]);
  const missing = ids.filter((id) => !known.some((person) => person.id === id)).join(',');

  useEffect(() => {
    if (!missing) return undefined;
    let active = true;
    fetchUsersByIds(missing.split(',')).then(
      (people) => {
        if (active) setKnown((current) => [...current, ...people.filter((person) => !current.some((item) => item.id === person.id))]);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [missing]);

  const chosen = ids.flatMap((id) => known.filter((person) => person.id === id));
  const emit = (people: TreeItem[]) => {
    setKnown((current) => [...current, ...people.filter((person) => !current.some((item) => item.id === person.id))]);
    if (props.multiple)
      props.onChange?.(
        people.map((person) => person.id),
        people,
      );
    else props.onChange?.(people[0]?.id, people);
  };

  return (
    <>
      <Select
        id={props.id}
        aria-label={props['aria-label']}
        mode={props.multiple ? 'multiple' : undefined}
        open={false}
        showSearch={false}
        value={props.multiple ? ids : ids[0]}
        options={ids.map((id) => ({ value: id, label: known.find((person) => person.id === id)?.fullName ?? id }))}
        placeholder={props.placeholder ?? t('ui.user-picker.placeholder', { title: props.title ?? t('ui.user-picker.default-title') })}
        disabled={props.disabled}
        allowClear
        onClick={() => {
          if (!props.disabled) setOpen(true);
        }}
        onClear={() => emit([])}
        onDeselect={(id: string) => emit(chosen.filter((person) => person.id !== id))}
        style={{ width: '100%' }}
      />
      <UserPickerDialog
        open={open}
        title={props.title}
        multiple={props.multiple}
        initialSelected={chosen}
        onCancel={() => setOpen(false)}
        onConfirm={(people) => {
          setOpen(false);
          emit(people);
        }}
      />
    </>
  );
}
