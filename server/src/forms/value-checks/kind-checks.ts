import type { JnpfKey } from '../../wire/visualdev';
import type { CheckedField } from '../form-definition';
import type { FormProblem } from '../form-problem';
import { checkAssessment, checkLocation, checkMaintenance, checkPatrolContent } from './business-values';
import { checkAddress, checkChoice, checkIdPick, checkOrganize } from './choice-values';
import { checkCalculated, checkDate, checkNumber, checkNumberRange, checkSwitch, checkTime } from './scalar-values';
import { checkText } from './text-values';
import { checkFiles, checkImages, checkSignature } from './upload-values';

/** A non-empty value's check; undefined when it is right. */
export type ValueCheck = (field: CheckedField, value: unknown, path: string) => FormProblem | undefined;

/** Every component but the sub-table (record-validation.ts checks its rows against its columns). */
export const KIND_CHECKS: Readonly<Record<Exclude<JnpfKey, 'table'>, ValueCheck>> = {
  input: checkText,
  textarea: checkText,
  editor: checkText,
  billRule: checkText,
  inputNumber: checkNumber,
  calculate: checkCalculated,
  numRange: checkNumberRange,
  date: checkDate,
  time: checkTime,
  switch: checkSwitch,
  select: checkChoice,
  radio: checkChoice,
  checkbox: checkChoice,
  dicSelect: checkChoice,
  userSelect: checkIdPick,
  depSelect: checkIdPick,
  posSelect: checkIdPick,
  roleSelect: checkIdPick,
  treeSelect: checkIdPick,
  popupSelect: checkIdPick,
  relationForm: checkIdPick,
  monitoringPoint: checkIdPick,
  organizeSelect: checkOrganize,
  address: checkAddress,
  uploadImg: checkImages,
  uploadFz: checkFiles,
  signature: checkSignature,
  location: checkLocation,
  patrolContent: checkPatrolContent,
  maintenanceCheck: checkMaintenance,
  assessment: checkAssessment,
};
