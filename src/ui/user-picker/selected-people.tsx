import { CloseOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TreeItem } from '../tree/tree-item';

/** The chosen people with a remove button each and a clear-all (spec 2.8). */
export function SelectedPeople({
  people,
  onRemove,
  onClear,
}: {
  people: readonly TreeItem[];
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sluice-user-picker__selected">
      <div className="sluice-user-picker__selected-head">
        <span>{t('ui.user-picker.selected', { count: people.length })}</span>
        <Button type="link" size="small" onClick={onClear} disabled={people.length === 0}>
          {t('ui.user-picker.clear')}
        </Button>
      </div>
      {people.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ui.user-picker.none-selected')} />
      ) : (
        <ul className="sluice-user-picker__chosen" aria-label={t('ui.user-picker.selected-list')}>
          {people.map((person) => (
            <li key={person.id} className="sluice-user-picker__chosen-item">
              <span className="sluice-user-picker__option-name">{person.fullName}</span>
              {person.organize ? <span className="sluice-user-picker__option-unit">{person.organize}</span> : null}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('ui.user-picker.remove', { name: person.fullName })}
                onClick={() => onRemove(person.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
