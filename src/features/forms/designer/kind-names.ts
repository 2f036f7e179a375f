import type { TFunction } from 'i18next';
import type { JnpfKey } from '../../../../server/src/wire/visualdev';

// Each component's name in the palette and on a new field's label. Written out key by key so the catalogue keys stay
// static (STYLE.md): a kind missing here fails the type check.

const KIND_NAMES: Record<JnpfKey, (t: TFunction) => string> = {
  input: (t) => t('designer.kind.input'),
  textarea: (t) => t('designer.kind.textarea'),
  inputNumber: (t) => t('designer.kind.input-number'),
  select: (t) => t('designer.kind.select'),
  date: (t) => t('designer.kind.date'),
  switch: (t) => t('designer.kind.switch'),
  uploadImg: (t) => t('designer.kind.upload-img'),
  organizeSelect: (t) => t('designer.kind.organize-select'),
  userSelect: (t) => t('designer.kind.user-select'),
  address: (t) => t('designer.kind.address'),
  billRule: (t) => t('designer.kind.bill-rule'),
  popupSelect: (t) => t('designer.kind.popup-select'),
  relationForm: (t) => t('designer.kind.relation-form'),
  table: (t) => t('designer.kind.table'),
  calculate: (t) => t('designer.kind.calculate'),
  signature: (t) => t('designer.kind.signature'),
  editor: (t) => t('designer.kind.editor'),
  location: (t) => t('designer.kind.location'),
  radio: (t) => t('designer.kind.radio'),
  checkbox: (t) => t('designer.kind.checkbox'),
  time: (t) => t('designer.kind.time'),
  numRange: (t) => t('designer.kind.num-range'),
  uploadFz: (t) => t('designer.kind.upload-fz'),
  depSelect: (t) => t('designer.kind.dep-select'),
  posSelect: (t) => t('designer.kind.pos-select'),
  roleSelect: (t) => t('designer.kind.role-select'),
  treeSelect: (t) => t('designer.kind.tree-select'),
  dicSelect: (t) => t('designer.kind.dic-select'),
  monitoringPoint: (t) => t('designer.kind.monitoring-point'),
  patrolContent: (t) => t('designer.kind.patrol-content'),
  maintenanceCheck: (t) => t('designer.kind.maintenance-check'),
  assessment: (t) => t('designer.kind.assessment'),
};

/** The component's name in the console's language; an unknown kind is shown as stored. */
export function kindName(t: TFunction, kind: string): string {
  return (KIND_NAMES as Record<string, ((t: TFunction) => string) | undefined>)[kind]?.(t) ?? kind;
}

export const GROUP_NAMES = {
  basic: (t: TFunction) => t('designer.group.basic'),
  selection: (t: TFunction) => t('designer.group.selection'),
  organisation: (t: TFunction) => t('designer.group.organisation'),
  media: (t: TFunction) => t('designer.group.media'),
  layout: (t: TFunction) => t('designer.group.layout'),
  business: (t: TFunction) => t('designer.group.business'),
} as const;
