// Icons for the sidebar items (the sdk names them; the shell draws them, as plain SVG: sdk/SvgIcon).
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CarryOutOutlined from '@ant-design/icons-svg/es/asn/CarryOutOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import FieldTimeOutlined from '@ant-design/icons-svg/es/asn/FieldTimeOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import ScheduleOutlined from '@ant-design/icons-svg/es/asn/ScheduleOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import type { ReactNode } from 'react';

import type { NavIconName } from '../sdk';
import { SvgIcon } from '../sdk/SvgIcon';

export const NAV_ICONS: Record<NavIconName, ReactNode> = {
  dashboard: <SvgIcon icon={DashboardOutlined} />,
  scheduling: <SvgIcon icon={CalendarOutlined} />,
  team: <SvgIcon icon={TeamOutlined} />,
  supplies: <SvgIcon icon={ShoppingCartOutlined} />,
  jobSites: <SvgIcon icon={EnvironmentOutlined} />,
  hrDocuments: <SvgIcon icon={FileTextOutlined} />,
  financialDocuments: <SvgIcon icon={DollarOutlined} />,
  messages: <SvgIcon icon={MessageOutlined} />,
  schedule: <SvgIcon icon={ScheduleOutlined} />,
  jobSite: <SvgIcon icon={ToolOutlined} />,
  inventory: <SvgIcon icon={AppstoreOutlined} />,
  issues: <SvgIcon icon={WarningOutlined} />,
  timeTracking: <SvgIcon icon={FieldTimeOutlined} />,
  timesheet: <SvgIcon icon={HistoryOutlined} />,
  timesheets: <SvgIcon icon={AuditOutlined} />,
  timeOff: <SvgIcon icon={CarryOutOutlined} />,
  availability: <SvgIcon icon={ClockCircleOutlined} />,
};
