import { Col, Form, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField, JnpfKey } from '../../../../server/src/wire/visualdev';
import { FieldControl } from './field-control';
import { numberSetting } from './field-control-props';
import { fieldRules } from './field-rules';
import { kindOf } from './field-kinds';
import { TableChecksContext, type TableChecks } from './table-checks';

export interface GeneratedFormFieldsProps {
  fields: readonly FormField[];
  /** View mode: values are shown, nothing is edited (fill-in status 2/3, a record's detail). */
  readOnly?: boolean;
  disabled?: boolean;
  /** Kinds shown but not usable, under a not-allowed cursor (the business parts in a design preview, seed 001). */
  lockedKinds?: ReadonlySet<JnpfKey>;
}

/** The designer's column span (1..24; a whole row by default). */
function spanOf(field: FormField): number {
  const span = numberSetting(field.__config__ as unknown as FormField, 'span');
  return span !== undefined && span >= 1 && span <= 24 ? Math.round(span) : 24;
}

/**
 * One antd Form.Item per field, with the client checks that mirror the server's, inside a parent `<Form>` the caller
 * owns (its values are form values: turn them into a record with recordFromValues).
 */
export function GeneratedFormFields({ fields, readOnly = false, disabled = false, lockedKinds }: GeneratedFormFieldsProps) {
  const { t } = useTranslation();
  const [tableChecks] = useState<TableChecks>(() => new Map());
  const rules = useMemo(
    () => fields.map((field) => (readOnly ? [] : fieldRules(field, t, tableChecks))),
    [fields, readOnly, t, tableChecks],
  );
  return (
    <TableChecksContext value={tableChecks}>
      <Row gutter={16}>
        {fields.map((field, index) => {
          const locked = lockedKinds?.has(kindOf(field)) === true;
          return (
            <Col
              key={field.__vModel__}
              span={spanOf(field)}
              xs={24}
              md={spanOf(field)}
              data-locked={locked || undefined}
              style={locked ? { cursor: 'not-allowed' } : undefined}
            >
              <Form.Item
                name={field.__vModel__}
                label={field.__config__.label}
                rules={rules[index]}
                required={field.__config__.required === true && !readOnly}
              >
                {/* A view shows every kind with antd's disabled look as well: a read-only date, select or number
                    input alone still looks editable (issue 14). */}
                <FieldControl field={field} readOnly={readOnly} disabled={disabled || locked || readOnly} />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </TableChecksContext>
  );
}
