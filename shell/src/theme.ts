// antd theme tokens shared by every page (remotes render inside the same ConfigProvider).
import type { ThemeConfig } from 'antd/es/config-provider';

// The brand's burnt orange (4.9:1 on white, so it also passes as link text).
const BRAND = '#c2410c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    // antd derives links and progress bars from its info blue: keep them in the brand's colour.
    colorLink: BRAND,
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Progress: { defaultColor: BRAND },
  },
};
