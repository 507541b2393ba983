// AntdTheme, loaded when a logged-out page first needs it (Register tab, forgot and reset
// password, 404), so the landing itself never downloads antd.
import { lazy } from 'react';

export const LazyAntdTheme = lazy(() => import('./AntdTheme'));
