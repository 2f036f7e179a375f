import { CloseOutlined, EyeOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Empty, Form, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisualdevBaseDetail } from '../../../../server/src/wire/visualdev';
import { releaseBase } from './api';
import { designProblems } from './design-checks';
import { fromFormData } from './design-model';
import { DesignerCanvas } from './designer-canvas';
import { DesignerPalette } from './designer-palette';
import { FieldProperties } from './field-properties';
import { FormSettings, type FormSettingsValues } from './form-settings';
import { kindName } from './kind-names';
import { openPreview } from './preview-link';
import { problemText } from './problem-text';
import { ReleaseState } from './release-state';
import { useDesignState } from './use-design-state';
import { useDictionaries } from './use-dictionaries';
import { useSaveDesign } from './use-save-design';

export interface DesignerEditorProps {
  /** The stored form, or null for a new one. */
  detail: VisualdevBaseDetail | null;
  onClose: () => void;
  /** After a save or a release: the list refreshes. */
  onSaved: (id: string) => void;
}

type PanelTab = 'field' | 'form';

/** The designer: palette, canvas and the property panel, with preview, save and release in its header. */
export function DesignerEditor({ detail, onClose, onSaved }: DesignerEditorProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const dictionaries = useDictionaries();
  const [settings] = Form.useForm<FormSettingsValues>();
  const [id, setId] = useState(detail?.id ?? null);
  const [release, setRelease] = useState({ state: detail?.state ?? 0, changedSinceRelease: detail?.changedSinceRelease ?? false });
  const [tab, setTab] = useState<PanelTab>(detail ? 'field' : 'form');
  const [serverProblem, setServerProblem] = useState<{ formId: number; text: string } | undefined>(undefined);
  const initialFields = useMemo(() => fromFormData(detail?.formData ?? ''), [detail]);
  const design = useDesignState(initialFields, {
    texts: { label: (kind) => kindName(t, kind), option: (n) => t('designer.props.option-name', { n }) },
    dictionary: dictionaries[0]?.value,
  });
  const { save, saving } = useSaveDesign();
  const [releasing, setReleasing] = useState(false);
  const title = Form.useWatch('fullName', settings);

  const problems = useMemo(() => {
    const found = new Map(designProblems(design.fields).map((problem) => [problem.formId, problemText(t, problem.kind)]));
    if (serverProblem && !found.has(serverProblem.formId)) found.set(serverProblem.formId, serverProblem.text);
    return found;
  }, [design.fields, serverProblem, t]);

  const saveDesign = async (): Promise<string | undefined> => {
    setServerProblem(undefined);
    const outcome = await save({ id, fields: design.fields, columnData: detail?.columnData ?? '', settings });
    if ('id' in outcome) {
      setId(outcome.id);
      design.markSaved();
      setRelease((current) => ({ ...current, changedSinceRelease: current.state === 1 }));
      onSaved(outcome.id);
      return outcome.id;
    }
    if (outcome.at === 'settings') setTab('form');
    if (outcome.at === 'field') {
      setTab('field');
      design.select(outcome.path);
      if (outcome.text) setServerProblem({ formId: outcome.formId, text: outcome.text });
    }
    return undefined;
  };

  const confirmRelease = () =>
    modal.confirm({
      title: t('designer.release.title'),
      content: t('designer.release.question', { name: title || detail?.fullName || '' }),
      okText: t('designer.release.ok'),
      cancelText: t('designer.common.cancel'),
      onOk: async () => {
        setReleasing(true);
        try {
          const stored = design.dirty || !id ? await saveDesign() : id;
          if (!stored) return;
          await releaseBase(stored);
          setRelease({ state: 1, changedSinceRelease: false });
          void message.success(t('designer.release.done'));
          onSaved(stored);
        } finally {
          setReleasing(false);
        }
      },
    });

  const close = () => {
    if (!design.dirty) return onClose();
    modal.confirm({
      title: t('designer.close.title'),
      content: t('designer.close.question'),
      okText: t('designer.close.ok'),
      cancelText: t('designer.common.cancel'),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };

  const selected = design.selected;
  const fieldPanel = selected ? (
    <FieldProperties
      fields={design.fields}
      path={selected}
      problems={problems}
      onChange={(field) => {
        setServerProblem(undefined);
        design.update(selected, field);
      }}
      onAddColumn={(kind) => design.addColumn(selected.index, kind)}
      onColumns={(change) => design.columns(selected.index, change)}
      onOpen={design.select}
    />
  ) : (
    <Empty description={t('designer.props.none')} />
  );

  return (
    <div className="sluice-designer" data-testid="form-designer">
      <header className="sluice-designer__header">
        <h2 className="sluice-designer__title">{title?.trim() || t('designer.editor.new-title')}</h2>
        {id ? <ReleaseState item={release} /> : null}
        <Space className="sluice-designer__actions" wrap>
          <Button icon={<EyeOutlined />} onClick={() => openPreview({ fields: design.fields })} disabled={design.fields.length === 0}>
            {t('designer.editor.preview')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving && !releasing} onClick={() => void saveDesign()}>
            {t('designer.editor.save')}
          </Button>
          <Button icon={<SendOutlined />} loading={releasing} onClick={confirmRelease}>
            {t('designer.editor.release')}
          </Button>
          <Button type="text" icon={<CloseOutlined />} aria-label={t('designer.editor.close')} onClick={close} />
        </Space>
      </header>
      <div className="sluice-designer__body">
        <DesignerPalette
          onAdd={(kind) => {
            design.add(kind, selected ? selected.index + 1 : undefined);
            setTab('field');
          }}
        />
        <DesignerCanvas
          fields={design.fields}
          selected={selected?.index}
          problems={problems}
          onSelect={(index) => {
            design.select({ index });
            setTab('field');
          }}
          onInsert={(kind, at) => {
            design.add(kind, at);
            setTab('field');
          }}
          onMove={design.move}
          onRemove={design.remove}
        />
        <aside className="sluice-designer__panel" aria-label={t('designer.props.panel')}>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as PanelTab)}
            items={[
              { key: 'field', label: t('designer.props.tab-field'), children: fieldPanel },
              {
                key: 'form',
                label: t('designer.props.tab-form'),
                forceRender: true,
                children: <FormSettings form={settings} initial={detail} />,
              },
            ]}
          />
        </aside>
      </div>
    </div>
  );
}
