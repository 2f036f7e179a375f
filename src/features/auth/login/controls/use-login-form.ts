import { useCallback, useRef, useState } from 'react';

/** A check on one field: the message to show, or null when the value is fine. */
export type FieldRule = (value: string) => string | null;

export interface LoginForm<Field extends string> {
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  set: (field: Field, value: string) => void;
  /** Checks the fields (all by default); shows their errors and returns whether they passed. */
  validate: (fields?: readonly Field[]) => boolean;
  setError: (field: Field, message: string | null) => void;
}

/**
 * The few rules a sign-in form needs, without a form library: values, per-field rules checked on submit and again
 * while a shown error is being corrected.
 */
export function useLoginForm<Field extends string>(
  initial: Record<Field, string>,
  rules: Partial<Record<Field, readonly FieldRule[]>>,
): LoginForm<Field> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const valuesRef = useRef(values);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const check = useCallback((field: Field, value: string): string | null => {
    for (const rule of rulesRef.current[field] ?? []) {
      const message = rule(value);
      if (message) return message;
    }
    return null;
  }, []);

  const setError = useCallback((field: Field, message: string | null) => {
    setErrors((current) => {
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }, []);

  const set = useCallback(
    (field: Field, value: string) => {
      valuesRef.current = { ...valuesRef.current, [field]: value };
      setValues(valuesRef.current);
      // An error already shown clears as soon as the value is right.
      setErrors((current) => (current[field] && !check(field, value) ? { ...current, [field]: undefined } : current));
    },
    [check],
  );

  const validate = useCallback(
    (fields?: readonly Field[]) => {
      const names = fields ?? (Object.keys(valuesRef.current) as Field[]);
      let passed = true;
      for (const field of names) {
        const message = check(field, valuesRef.current[field]);
        setError(field, message);
        if (message) passed = false;
      }
      return passed;
    },
    [check, setError],
  );

  return { values, errors, set, validate, setError };
}

/** A value that must not be empty or blank. */
export const required =
  (message: string): FieldRule =>
  (value) =>
    value.trim() ? null : message;

/** A value that, when given, must match `pattern`. */
export const matches =
  (pattern: RegExp, message: string): FieldRule =>
  (value) =>
    !value || pattern.test(value.trim()) ? null : message;
