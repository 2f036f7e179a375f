import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import type { JnpfKey } from '../../../../server/src/wire/visualdev';
import { AddressControl } from './address-control';
import { AssessmentControl } from './assessment-control';
import { CalculateControl } from './calculate-control';
import { ChoiceControl } from './choice-controls';
import { DateControl, NumberRangeControl, SwitchControl, TimeControl } from './date-controls';
import { kindOf } from './field-kinds';
import type { FieldControlProps } from './field-control-props';
import { MaintenanceControl } from './maintenance-control';
import { PatrolControl } from './patrol-control';
import { DictionaryTreeControl, MonitoringPointControl, OrganisationTreeControl, OrganizeControl, UserControl } from './picker-controls';
import { BillRuleControl, PopupSelectControl, RelationFormControl } from './popup-controls';
import { TableControl } from './table-control';
import { NumberInput, TextArea, TextInput } from './text-controls';
import { UploadFileControl, UploadImageControl } from './upload-controls';

// The component of every jnpfKey. Families live in their own files; this table is the one place that names them.
// The rich-text editor, the map and the signature pad are loaded when a form first shows one: most forms have none.

const EditorControl = lazy(() => import('./editor-control').then((module) => ({ default: module.EditorControl })));
const LocationControl = lazy(() => import('./location-control').then((module) => ({ default: module.LocationControl })));
const SignatureControl = lazy(() => import('./signature-control').then((module) => ({ default: module.SignatureControl })));

function withSuspense(Control: ComponentType<FieldControlProps>): ComponentType<FieldControlProps> {
  return function Loaded(props: FieldControlProps) {
    return (
      <Suspense fallback={<Skeleton.Input active block />}>
        <Control {...props} />
      </Suspense>
    );
  };
}

function SubTable(props: FieldControlProps) {
  return <TableControl {...props} renderControl={FieldControl} />;
}

const CONTROLS: Record<JnpfKey, ComponentType<FieldControlProps>> = {
  input: TextInput,
  textarea: TextArea,
  inputNumber: NumberInput,
  select: ChoiceControl,
  radio: ChoiceControl,
  checkbox: ChoiceControl,
  dicSelect: ChoiceControl,
  date: DateControl,
  time: TimeControl,
  switch: SwitchControl,
  numRange: NumberRangeControl,
  calculate: CalculateControl,
  editor: withSuspense(EditorControl),
  signature: withSuspense(SignatureControl),
  location: withSuspense(LocationControl),
  uploadImg: UploadImageControl,
  uploadFz: UploadFileControl,
  address: AddressControl,
  organizeSelect: OrganizeControl,
  depSelect: OrganisationTreeControl,
  posSelect: OrganisationTreeControl,
  roleSelect: OrganisationTreeControl,
  userSelect: UserControl,
  treeSelect: DictionaryTreeControl,
  monitoringPoint: MonitoringPointControl,
  popupSelect: PopupSelectControl,
  relationForm: RelationFormControl,
  billRule: BillRuleControl,
  table: SubTable,
  patrolContent: PatrolControl,
  maintenanceCheck: MaintenanceControl,
  assessment: AssessmentControl,
};

/** One field's component; antd's Form.Item passes value and onChange through. An unknown kind is a text input. */
export function FieldControl(props: FieldControlProps) {
  const Control = CONTROLS[kindOf(props.field)] ?? TextInput;
  return <Control {...props} />;
}
