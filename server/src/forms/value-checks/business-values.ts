import { Compile } from 'typebox/compile';
import { Type } from 'typebox';
import { ASSESSMENT_ROW, FORM_ROWS_MAX, LOCATION_VALUE, MAINTENANCE_ROW, PATROL_CONTENT } from '../../wire/visualdev';
import type { CheckedField } from '../form-definition';
import { problem, type FormProblem } from '../form-problem';
import { imageListProblem } from './upload-values';

// Seed 001's business components: patrol contents (parts with result and handling images, remark up to 300),
// the maintenance checklist (action up to 50, done 1/0), assessment rows (their text limits, result 1 达标 / 2 不达标)
// and the map location ('lng,lat' and an address name).

/** Images a patrol part may hold (seed 001 section 5: patrol uploads take up to 9999 files). */
const PATROL_IMAGES_MAX = 9999;

const PATROL_CHECK = Compile(Type.Array(PATROL_CONTENT, { maxItems: FORM_ROWS_MAX }));
const MAINTENANCE_CHECK = Compile(Type.Array(MAINTENANCE_ROW, { maxItems: FORM_ROWS_MAX }));
const ASSESSMENT_CHECK = Compile(Type.Array(ASSESSMENT_ROW, { maxItems: FORM_ROWS_MAX }));
const LOCATION_CHECK = Compile(LOCATION_VALUE);

/** The first row problem of a list schema, named '<label>: <row>.<column>' through the generic phrase. */
function listProblem(label: string, errors: Iterable<{ instancePath: string }>, path: string): FormProblem {
  const first = [...errors].find((error) => error.instancePath !== '');
  const where = (first?.instancePath ?? '').replace(/^\//, '').split('/');
  const [row, ...column] = where;
  return row && /^\d+$/.test(row)
    ? problem(path, 'forms.record.row-invalid', { label, row: Number(row) + 1, column: column.join('.') || '-' })
    : problem(path, 'forms.record.expect-list', { label });
}

export function checkPatrolContent(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  if (!PATROL_CHECK.Check(value)) return listProblem(field.label, PATROL_CHECK.Errors(value), path);
  for (const content of value) {
    for (const part of content.inspectionPart) {
      for (const images of [part.inspectionResult, part.handleResult]) {
        const found = images
          ? imageListProblem(`${field.label} ${content.inspectionContent} ${part.inspectionName}`, images, path, PATROL_IMAGES_MAX)
          : undefined;
        if (found) return found;
      }
    }
  }
  return undefined;
}

export function checkMaintenance(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  return MAINTENANCE_CHECK.Check(value) ? undefined : listProblem(field.label, MAINTENANCE_CHECK.Errors(value), path);
}

export function checkAssessment(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  return ASSESSMENT_CHECK.Check(value) ? undefined : listProblem(field.label, ASSESSMENT_CHECK.Errors(value), path);
}

const LNG_LAT = /^(-?\d{1,3}(?:\.\d{1,12})?),(-?\d{1,2}(?:\.\d{1,12})?)$/;

export function checkLocation(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  const match = LOCATION_CHECK.Check(value) ? LNG_LAT.exec(value.lngLat.replace(/\s/g, '')) : null;
  const lng = Number(match?.[1]);
  const lat = Number(match?.[2]);
  return match && Math.abs(lng) <= 180 && Math.abs(lat) <= 90
    ? undefined
    : problem(path, 'forms.record.expect-location', { label: field.label });
}
