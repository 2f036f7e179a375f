import {
  AppstoreAddOutlined,
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  RollbackOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { COCKPIT_WIDGET_TYPES, type CockpitWidgetType } from '../../../../server/src/wire/cockpit-grid';
import type { CockpitLayout } from '../../../../server/src/wire/cockpit';
import { CYCLE_SECONDS, isCycleSeconds, type CycleSeconds } from '../wall/use-layout-cycle';
import { widgetTypeTitle } from '../widgets/widget-registry';

export interface CockpitToolbarProps {
  layouts: readonly CockpitLayout[];
  current: CockpitLayout;
  onChoose: (id: string) => void;
  editing: boolean;
  /** Whether the draft has changes a save would store. */
  dirty: boolean;
  canAdd: boolean;
  busy: boolean;
  isAdministrator: boolean;
  wall: boolean;
  cycleSeconds: CycleSeconds;
  onCycleChange: (seconds: CycleSeconds) => void;
  onEdit: () => void;
  onAdd: (type: CockpitWidgetType) => void;
  onSave: () => void;
  onCancel: () => void;
  onReset: () => void;
  onPublish: () => void;
  onDelete: () => void;
  onWallChange: (wall: boolean) => void;
}

function CycleSelect({ value, onChange }: { value: CycleSeconds; onChange: (seconds: CycleSeconds) => void }) {
  const { t } = useTranslation();
  const label = (seconds: CycleSeconds) =>
    seconds === 0
      ? t('cockpit.wall.cycle-off')
      : seconds < 60
        ? t('cockpit.wall.cycle-seconds', { count: seconds })
        : t('cockpit.wall.cycle-minutes', { count: seconds / 60 });
  return (
    <Select<number>
      size="small"
      value={value}
      aria-label={t('cockpit.wall.cycle')}
      data-testid="cockpit-cycle"
      style={{ minWidth: 120 }}
      options={CYCLE_SECONDS.map((seconds) => ({ value: seconds, label: label(seconds) }))}
      onChange={(seconds) => {
        if (isCycleSeconds(seconds)) onChange(seconds);
      }}
    />
  );
}

/**
 * The cockpit's controls: which layout, edit mode (add, save, cancel), back to the project default, publish
 * (administrators; the server checks too), delete one's own, wall mode and cycling. On a wall only the layout's name,
 * the cycle interval and the way out remain, small in a corner.
 */
export function CockpitToolbar(props: CockpitToolbarProps) {
  const { t } = useTranslation();
  const { layouts, current, editing, wall } = props;
  if (wall) {
    return (
      <div className="sluice-cockpit__wall-bar" data-testid="cockpit-toolbar">
        <span className="sluice-cockpit__wall-name">{current.name}</span>
        <CycleSelect value={props.cycleSeconds} onChange={props.onCycleChange} />
        <Button size="small" icon={<FullscreenExitOutlined />} onClick={() => props.onWallChange(false)} data-testid="cockpit-wall-toggle">
          {t('cockpit.wall.exit')}
        </Button>
      </div>
    );
  }
  const own = current.scope === 'user';
  return (
    <Space wrap className="sluice-cockpit__toolbar" data-testid="cockpit-toolbar">
      <Select<string>
        value={current.id}
        disabled={editing}
        aria-label={t('cockpit.layout.choose')}
        data-testid="cockpit-layout-select"
        style={{ minWidth: 200 }}
        onChange={props.onChoose}
        options={layouts.map((layout) => ({
          value: layout.id,
          label: (
            <span>
              {layout.name} {layout.isDefault ? <Tag color="blue">{t('cockpit.layout.default-tag')}</Tag> : null}
            </span>
          ),
        }))}
      />
      {editing ? (
        <>
          <Dropdown
            disabled={!props.canAdd}
            menu={{
              items: COCKPIT_WIDGET_TYPES.map((type) => ({ key: type, label: widgetTypeTitle(t, type) })),
              onClick: ({ key }) => {
                const type = COCKPIT_WIDGET_TYPES.find((candidate) => candidate === key);
                if (type) props.onAdd(type);
              },
            }}
          >
            <Button icon={<AppstoreAddOutlined />} data-testid="cockpit-add-widget">
              {t('cockpit.edit.add')}
            </Button>
          </Dropdown>
          <Button type="primary" icon={<SaveOutlined />} loading={props.busy} onClick={props.onSave} data-testid="cockpit-save">
            {own ? t('cockpit.edit.save') : t('cockpit.edit.save-as-own')}
          </Button>
          <Button onClick={props.onCancel} data-testid="cockpit-cancel">
            {t('cockpit.edit.cancel')}
          </Button>
        </>
      ) : (
        <>
          <Button icon={<EditOutlined />} onClick={props.onEdit} data-testid="cockpit-edit">
            {t('cockpit.edit.start')}
          </Button>
          <Button icon={<RollbackOutlined />} onClick={props.onReset} disabled={current.isDefault} data-testid="cockpit-reset">
            {t('cockpit.layout.reset')}
          </Button>
          {props.isAdministrator && !current.isDefault ? (
            <Popconfirm title={t('cockpit.layout.publish-confirm', { name: current.name })} onConfirm={props.onPublish}>
              <Button icon={<CloudUploadOutlined />} loading={props.busy} data-testid="cockpit-publish">
                {t('cockpit.layout.publish')}
              </Button>
            </Popconfirm>
          ) : null}
          {own ? (
            <Popconfirm title={t('cockpit.layout.delete-confirm', { name: current.name })} onConfirm={props.onDelete}>
              <Button icon={<DeleteOutlined />} danger data-testid="cockpit-delete">
                {t('cockpit.layout.delete')}
              </Button>
            </Popconfirm>
          ) : null}
          <CycleSelect value={props.cycleSeconds} onChange={props.onCycleChange} />
          <Button icon={<FullscreenOutlined />} onClick={() => props.onWallChange(true)} data-testid="cockpit-wall-toggle">
            {t('cockpit.wall.enter')}
          </Button>
        </>
      )}
      {editing && props.dirty ? <Tag color="warning">{t('cockpit.edit.unsaved')}</Tag> : null}
    </Space>
  );
}
