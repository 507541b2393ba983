// antd theme tokens shared by every page (remotes render inside the same ConfigProvider).
import type { ThemeConfig } from 'antd/es/config-provider';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#c2410c',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
