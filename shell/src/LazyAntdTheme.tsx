// antd's theme, loaded when a page first needs it: the logged-out pages other than the landing
// (Register tab, forgot and reset password, 404), and with App around the remote pages
// (AntdAppFrame), so neither the landing nor a staff member's dashboard downloads antd.
import { lazy } from 'react';

export const LazyAntdTheme = lazy(() => import('./AntdTheme'));
export const LazyAntdAppFrame = lazy(() => import('./AntdAppFrame'));
