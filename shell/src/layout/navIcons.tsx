// Icons for the sidebar items (the sdk names them; the shell draws them).
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CarryOutOutlined from '@ant-design/icons/CarryOutOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import type { ReactNode } from 'react';

import type { NavIconName } from '../sdk';

export const NAV_ICONS: Record<NavIconName, ReactNode> = {
  dashboard: <DashboardOutlined />,
  scheduling: <CalendarOutlined />,
  team: <TeamOutlined />,
  supplies: <ShoppingCartOutlined />,
  jobSites: <EnvironmentOutlined />,
  hrDocuments: <FileTextOutlined />,
  financialDocuments: <DollarOutlined />,
  messages: <MessageOutlined />,
  schedule: <ScheduleOutlined />,
  jobSite: <ToolOutlined />,
  inventory: <AppstoreOutlined />,
  issues: <WarningOutlined />,
  timeTracking: <FieldTimeOutlined />,
  timeOff: <CarryOutOutlined />,
  availability: <ClockCircleOutlined />,
};
