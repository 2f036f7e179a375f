import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JnpfKey } from '../../../../server/src/wire/visualdev';
import { startKindDrag } from './drag-data';
import { GROUP_NAMES, kindName } from './kind-names';
import { PALETTE_GROUPS } from './palette';

/** The component kinds by group: click adds one after the selected field, or drag one onto the canvas. */
export function DesignerPalette({ onAdd }: { onAdd: (kind: JnpfKey) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="sluice-designer__palette" aria-label={t('designer.palette.label')}>
      {PALETTE_GROUPS.map((group) => (
        <section key={group.id} className="sluice-designer__palette-group" aria-label={GROUP_NAMES[group.id](t)}>
          <h3 className="sluice-designer__palette-title">{GROUP_NAMES[group.id](t)}</h3>
          <div className="sluice-designer__palette-items">
            {group.kinds.map((kind) => (
              <Button
                key={kind}
                size="small"
                autoInsertSpace={false}
                draggable
                data-testid={`palette-${kind}`}
                onDragStart={(event) => startKindDrag(event, kind)}
                onClick={() => onAdd(kind)}
              >
                {kindName(t, kind)}
              </Button>
            ))}
          </div>
        </section>
      ))}
    </nav>
  );
}
