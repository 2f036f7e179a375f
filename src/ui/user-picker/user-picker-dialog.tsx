import { Alert, Input, Modal, Spin, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import type { TreeItem } from '../tree/tree-item';
import { CurrentUnitPeople } from './current-unit-people';
import { LazyUserTree } from './lazy-user-tree';
import { PersonOptions } from './person-options';
import { SelectedPeople } from './selected-people';
import { PICKER_SEARCH_LIMIT, searchPickerUsers } from './user-picker-api';
import './user-picker.css';

/** Spec section 9: the user picker is 800 px wide. */
export const USER_PICKER_WIDTH = 800;

export interface UserPickerDialogProps {
  open: boolean;
  /** What is being chosen, e.g. 审批人 (the default) or 值班员; used in the title and the 请选择{title} warning. */
  title?: string;
  multiple?: boolean;
  /** The people chosen when the dialog opens. */
  initialSelected?: readonly TreeItem[];
  onCancel: () => void;
  onConfirm: (people: TreeItem[]) => void;
}

/**
 * The user picker (spec 2.8): 'all data' browses the organisation lazily or searches by keyword, 'current user'
 * offers oneself and one's unit; chosen people gather on the right with remove and clear-all. Confirm needs at
 * least one person, otherwise it warns 请选择{title}.
 */
export function UserPickerDialog(props: UserPickerDialogProps) {
  // Mounted only while open, so every opening starts from the caller's value, not from what was left last time.
  return props.open ? <PickerModal {...props} /> : null;
}

function PickerModal({ title, multiple = false, initialSelected = [], onCancel, onConfirm }: UserPickerDialogProps) {
  const { t } = useTranslation();
  const subject = title ?? t('ui.user-picker.default-title');
  const [selected, setSelected] = useState<TreeItem[]>([...initialSelected]);
  const [tab, setTab] = useState('all');
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<TreeItem[] | null>(null);
  const [searching, setSearching] = useState(false);
  const selectedIds = useMemo(() => new Set(selected.map((person) => person.id)), [selected]);

  const toggle = (person: TreeItem) => {
    setSelected((current) => {
      if (!multiple) return [person];
      return current.some((item) => item.id === person.id) ? current.filter((item) => item.id !== person.id) : [...current, person];
    });
  };

  const search = async (value: string) => {
    const text = value.trim();
    setKeyword(value);
    if (!text) {
      setResults(null);
      return;
    }
    setSearching(true);
    try {
      setResults(await searchPickerUsers(text));
    } catch {
      setResults([]);
    } finally {
      setSearching(false);
    }
  };

  const confirm = () => {
    if (selected.length === 0) {
      feedback.warning(t('ui.user-picker.required', { title: subject }));
      return;
    }
    onConfirm(selected);
  };

  const allData = (
    <div className="sluice-user-picker__browse">
      <Input.Search
        allowClear
        value={keyword}
        placeholder={t('ui.user-picker.search')}
        aria-label={t('ui.user-picker.search')}
        onChange={(event) => {
          setKeyword(event.target.value);
          if (event.target.value === '') setResults(null);
        }}
        onSearch={(value) => void search(value)}
      />
      {results !== null && results.length >= PICKER_SEARCH_LIMIT ? (
        <Alert type="info" showIcon title={t('ui.user-picker.too-many', { count: PICKER_SEARCH_LIMIT })} />
      ) : null}
      <div className="sluice-user-picker__scroll">
        {searching ? (
          <Spin className="sluice-user-picker__loading" />
        ) : results !== null ? (
          <PersonOptions
            people={results}
            selectedIds={selectedIds}
            multiple={multiple}
            onToggle={toggle}
            label={t('ui.user-picker.results')}
            emptyText={t('ui.user-picker.no-match')}
          />
        ) : (
          <LazyUserTree selectedIds={selected.map((person) => person.id)} onToggle={toggle} />
        )}
      </div>
    </div>
  );

  return (
    <Modal
      open
      title={t('ui.user-picker.dialog-title', { title: subject })}
      width={USER_PICKER_WIDTH}
      onCancel={onCancel}
      onOk={confirm}
      okText={t('ui.user-picker.confirm')}
      cancelText={t('ui.user-picker.cancel')}
      className="sluice-user-picker"
    >
      <div className="sluice-user-picker__body">
        <Tabs
          className="sluice-user-picker__tabs"
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'all', label: t('ui.user-picker.tab-all'), children: allData },
            {
              key: 'current',
              label: t('ui.user-picker.tab-current'),
              children: (
                <div className="sluice-user-picker__scroll">
                  <CurrentUnitPeople selectedIds={selectedIds} multiple={multiple} onToggle={toggle} />
                </div>
              ),
            },
          ]}
        />
        <SelectedPeople
          people={selected}
          onRemove={(id) => setSelected((current) => current.filter((person) => person.id !== id))}
          onClear={() => setSelected([])}
        />
      </div>
    </Modal>
  );
}
