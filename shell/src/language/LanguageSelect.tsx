// The language picker of the landing page and the logged-in header: a native select (no antd, so
// the landing stays light), labelled in the current language, each option in its own language.
import { useId } from 'react';

import { useT } from '../messages';
import { applyLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, useCurrentUser, useUpdateCurrentUserMutation } from '../sdk';

export function LanguageSelect({ className }: { className?: string }) {
  const { t, language } = useT();
  const { isAuthenticated } = useCurrentUser();
  const [updateCurrentUser] = useUpdateCurrentUserMutation();
  const id = useId();

  async function choose(next: string) {
    if (!isLanguage(next)) return;
    await applyLanguage(next);
    // Logged in, the choice is the account's: it follows the person to another device and sets
    // the language of what the server sends them (emails, notifications).
    if (isAuthenticated) void updateCurrentUser({ language: next });
  }

  return (
    <span className={`language-select ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} value={language} onChange={(event) => void choose(event.target.value)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
