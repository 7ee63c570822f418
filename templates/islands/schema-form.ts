// A form checked against one of the shared schemas (shared/forms.ts), the little the two form
// islands need from a form library: uncontrolled fields read from the page (so whatever was typed
// before the island was live is kept), the schema checked on submit with the first message of each
// field shown under it and the first failing field focused, each field checked again as it changes
// once a submit has been tried, the server's messages set by field, a submitting flag, and a reset
// to the page's empty form. The valid values handed on are the schema's output (trimmed, optional
// blanks dropped), as the API would read them. Written here rather than taken from a form library:
// react-hook-form and its zod resolver weigh about 12 KB gzipped, most of a form page's budget.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { fieldErrors, type FieldErrors } from '../../shared/forms.ts';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FieldRegistration {
  name: string;
  ref: (element: Field | null) => void;
  onChange: (event: { target: EventTarget }) => void;
}

export function useSchemaForm<Output, Input extends object>(schema: ZodMiniType<Output, Input>) {
  const fields = useRef(new Map<string, Field>());
  const tried = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const check = useCallback(() => {
    const values: Record<string, unknown> = {};
    for (const [name, field] of fields.current) values[name] = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
    return schema.safeParse(values);
  }, [schema]);

  const register = (name: keyof Input & string): FieldRegistration => ({
    name,
    ref: (element) => {
      if (element) fields.current.set(name, element);
      else fields.current.delete(name);
    },
    onChange: () => {
      if (!tried.current) return;
      const result = check();
      const message = result.success ? undefined : fieldErrors(result.error)[name];
      setErrors((shown) => {
        if (shown[name] === message) return shown;
        const next = { ...shown };
        if (message === undefined) delete next[name];
        else next[name] = message;
        return next;
      });
    },
  });

  const handleSubmit = (onValid: (values: Output) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    tried.current = true;
    setSubmitting(true);
    try {
      const result = check();
      if (!result.success) {
        const found = fieldErrors(result.error);
        setErrors(found);
        [...fields.current].find(([name]) => found[name] !== undefined)?.[1].focus();
        return;
      }
      setErrors({});
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  const setError = (name: string, message: string) => setErrors((shown) => ({ ...shown, [name]: message }));

  /** Back to the page's empty form: every field's default value, no message. */
  const reset = () => {
    fields.current.values().next().value?.form?.reset();
    tried.current = false;
    setErrors({});
  };

  return { register, handleSubmit, setError, reset, errors, isSubmitting };
}
