// A logged-in person's stored language wins over this browser's: it is the one they chose.
import { useEffect } from 'react';

import { applyLanguage, i18n, isLanguage, type User } from '../sdk';

export function useAccountLanguage(user: User): void {
  const language = (user as User & { language?: string }).language;
  useEffect(() => {
    if (isLanguage(language) && language !== i18n.language) void applyLanguage(language);
  }, [language]);
}
