import type { ReactNode } from 'react';

/** What a field's control needs to be wired to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Label, optional hint, the control and its error message, wired together by id (errors show
 * under each field: docs/requirements.md#forms). Forms pass the control as a render function. The
 * error slot is a live region that is always present, so a message appearing after a submit is
 * announced and the layout does not jump between the server HTML and the hydrated form.
 */
export function FormField({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: (control: ControlProps) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
