// The sidebar as a slide-in sheet under 768 px (antd Drawer): its own chunk, loaded when the menu
// is first opened, so a phone's first screen needs no antd.
import Drawer from 'antd/es/drawer';
import type { ReactNode } from 'react';

import AntdTheme from '../AntdTheme';
import { useT } from '../messages';

export default function MobileSidebarDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useT();
  return (
    <AntdTheme>
      <Drawer
        placement="left"
        open={open}
        onClose={onClose}
        size={288}
        closable={false}
        styles={{ body: { padding: 0 } }}
        title={null}
        aria-label={t('layout.mainMenu')}
      >
        {children}
      </Drawer>
    </AntdTheme>
  );
}
