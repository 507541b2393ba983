// One labelled field of a native form, looking like an antd vertical Form.Item (styles:
// .form-field in index.html): the label, the control, and its error message tied to the control
// with aria-describedby. The login form uses it instead of antd Form, whose validator and
// tooltip code the logged-out landing would otherwise download (issue 9: landing under 250 KB).
import type { ReactElement } from 'react';

export interface FieldControlProps {
  id: string;
  status?: 'error';
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
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label className="form-field-label" htmlFor={id}>
        {label}
      </label>
      {children(error ? { id, status: 'error', 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error && (
        <div id={errorId} className="form-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
