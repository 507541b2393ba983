// A logged-in person's stored language wins over this browser's: it is the one they chose.
import { useEffect } from 'react';

import { applyLanguage, type CurrentUser, i18n, isLanguage } from '../sdk';

export function useAccountLanguage(user: CurrentUser): void {
  const language = user.language;
  useEffect(() => {
    if (isLanguage(language) && language !== i18n.language) void applyLanguage(language);
  }, [language]);
}
