import { type ChangeEvent, type FormEvent, useCallback, useMemo, useState } from 'react';

export type FormValues = Record<string, string | boolean>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/**
 * Minimal form state for our few forms: errors of a field show once it was left or the form was submitted,
 * and then follow every keystroke. Submitting with errors focuses the first invalid field.
 */
export function useForm<V extends FormValues>(initialValues: V, validate: (values: V) => FormErrors<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => validate(values), [validate, values]);

  const errorOf = (name: keyof V & string): string | undefined =>
    submitted || touched[name] ? errors[name] : undefined;

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** Props for a MUI TextField bound to a text value. */
  const textField = (name: keyof V & string) => {
    const error = errorOf(name);
    return {
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.target.value as V[typeof name]),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: error !== undefined,
      helperText: error,
    };
  };

  /** Props for a MUI Checkbox bound to a boolean value. */
  const checkbox = (name: keyof V & string) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[typeof name]),
  });

  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = Object.keys(errors).find((name) => errors[name as keyof V & string] !== undefined);
    if (firstInvalid) {
      const field = event.currentTarget.elements.namedItem(firstInvalid);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    return onValid(values);
  };

  const reset = useCallback(() => {
    setValues(initialValues);
    setTouched({});
    setSubmitted(false);
  }, [initialValues]);

  return { values, errorOf, textField, checkbox, handleSubmit, reset, setValue };
}
