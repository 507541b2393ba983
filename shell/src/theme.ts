// antd theme tokens shared by every page (remotes render inside the same ConfigProvider).
import type { ThemeConfig } from 'antd/es/config-provider';

// The brand's burnt orange (4.9:1 on white, so it also passes as link text).
const BRAND = '#c2410c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    // antd derives links and progress bars from its info blue: keep them in the brand's colour.
    colorLink: BRAND,
    // antd's secondary text (#8c8c8c, 3.4:1) and error red (#ff4d4f, 3.3:1) fail WCAG AA on white
    // (Lighthouse accessibility); these pass at 4.5:1 or more.
    colorTextDescription: '#6b6b6b',
    colorTextTertiary: '#6b6b6b',
    colorError: '#cf1322',
    // Placeholders (antd's #bfbfbf, 1.8:1) are read as hints: 4.5:1 like any text.
    colorTextPlaceholder: '#757575',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Progress: { defaultColor: BRAND },
  },
};
