import { HONEYPOT_FIELD } from '../../shared/forms.ts';

/** The spam trap of both forms (shared/forms.ts): off-screen, hidden from assistive technology and
 * skipped by the keyboard, so people leave it empty and bots that fill every field give themselves away. */
export function HoneypotField({ idPrefix, label }: { idPrefix: string; label: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
