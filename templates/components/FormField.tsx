import type { ReactNode } from 'react';

/** What a field's control needs to be wired to its label and error. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Label, the control and its error message, wired together by id (spec part 1 section 5: errors
 * show under each field). Forms pass the control as a render function.
 */
export function FormField({ id, name, label, error, children }: { id: string; name: string; label: string; error?: string; children: (control: ControlProps) => ReactNode }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
