// antd's theme and App (the context of App.useApp(): modal, message) around a remote page: the
// remotes render antd, the shell's own first screen (layout, dashboard) does not, so this loads with
// the first remote page rather than with the logged-in app.
import AntApp from 'antd/es/app';
import type { ReactNode } from 'react';

import AntdTheme from './AntdTheme';

export default function AntdAppFrame({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <AntApp>{children}</AntApp>
    </AntdTheme>
  );
}
