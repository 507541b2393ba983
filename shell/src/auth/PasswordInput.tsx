// A password input with a Show/Hide switch (named for what it does next, so no aria-pressed), like antd's Input.Password (styles: .password-input
// in index.html), without antd (see FormField.tsx).
import { useState, type InputHTMLAttributes } from 'react';

import { useT } from '../messages';

export function PasswordInput({ className, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [visible, setVisible] = useState(false);
  const { t } = useT();
  return (
    <span className="password-input">
      <input {...input} className={className} type={visible ? 'text' : 'password'} />
      <button type="button" className="password-input-switch" aria-controls={input.id} onClick={() => setVisible((shown) => !shown)}>
        {visible ? t('auth.hide') : t('auth.show')}
      </button>
    </span>
  );
}
