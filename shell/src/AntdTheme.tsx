// antd's theme (theme.ts) around the parts of the app that render antd components: the logged-in
// app (and every remote inside it) and the logged-out pages other than the landing's login. Not
// around the whole app: the landing renders no antd component, so its visitors download neither
// antd's core nor its theme (fewer bytes and less blocking time on a slow phone).
import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';

import { useAntdLocale } from './language/antdLocale';
import { useT } from './messages';
import { theme } from './theme';

export default function AntdTheme({ children }: { children: ReactNode }) {
  const { language } = useT();
  return (
    <ConfigProvider theme={theme} locale={useAntdLocale(language)}>
      {children}
    </ConfigProvider>
  );
}
