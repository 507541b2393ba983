// antd's own texts (date pickers, pagination, empty states) in the app's language. English is
// antd's default; Spanish is fetched once, the first time it is shown.
import type { Locale } from 'antd/es/locale';
import { use } from 'react';

let spanish: Promise<Locale> | undefined;

export function useAntdLocale(language: string): Locale | undefined {
  if (language !== 'es') return undefined;
  spanish ??= import('antd/es/locale/es_ES').then((module) => module.default);
  return use(spanish);
}
