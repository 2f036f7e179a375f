import { CheckOutlined, UserOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import type { KeyboardEvent } from 'react';
import type { TreeItem } from '../tree/tree-item';

export interface PersonOptionsProps {
  people: readonly TreeItem[];
  selectedIds: ReadonlySet<string>;
  multiple: boolean;
  onToggle: (person: TreeItem) => void;
  label: string;
  emptyText: string;
}

/** A flat list of people to choose from (search results, the current user's unit), keyboard operable. */
export function PersonOptions({ people, selectedIds, multiple, onToggle, label, emptyText }: PersonOptionsProps) {
  if (people.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  const onKey = (event: KeyboardEvent, person: TreeItem) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onToggle(person);
  };
  return (
    <ul className="sluice-user-picker__options" role="listbox" aria-label={label} aria-multiselectable={multiple}>
      {people.map((person) => {
        const selected = selectedIds.has(person.id);
        return (
          <li
            key={person.id}
            role="option"
            aria-selected={selected}
            tabIndex={0}
            className={selected ? 'sluice-user-picker__option sluice-user-picker__option--selected' : 'sluice-user-picker__option'}
            onClick={() => onToggle(person)}
            onKeyDown={(event) => onKey(event, person)}
          >
            <UserOutlined aria-hidden />
            <span className="sluice-user-picker__option-name">{person.fullName}</span>
            {person.organize ? <span className="sluice-user-picker__option-unit">{person.organize}</span> : null}
            {selected ? <CheckOutlined className="sluice-user-picker__option-check" aria-hidden /> : null}
          </li>
        );
      })}
    </ul>
  );
}
