// One labelled field of a native form, looking like an antd vertical Form.Item with an antd
// Input (styles: .form-field and .text-input in index.html): the label, the control, and its
// error message tied to the control with aria-describedby. The login form is built of these
// instead of antd's Form, Input and Button, so the logged-out landing downloads no antd at all
// (fewer bytes and less blocking time on a slow phone).
import type { ReactElement } from 'react';

export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  /** Shown under the control, or null when the value is fine (or not checked yet). */
  error: string | null;
  /** Renders the control with the props that tie it to the label and the error. */
  children: (control: FieldControlProps) => ReactElement;
}) {
  const errorId = `${id}-error`;
  const control: FieldControlProps = error
    ? { id, className: 'text-input text-input-invalid', 'aria-invalid': true, 'aria-describedby': errorId }
    : { id, className: 'text-input' };
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label className="form-field-label" htmlFor={id}>
        {label}
      </label>
      {children(control)}
      {error && (
        <div id={errorId} className="form-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
