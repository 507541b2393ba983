// Every page's title block: the page's one h1 (drawn as the dashboard's .page-title), a secondary
// line under it, and the page's buttons on the right, centred on the title block, wrapping under
// it on a narrow screen. Plain markup (.page-header in index.html): the dashboard, a staff
// member's first screen, renders no antd.
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's title, its h1. */
  title: ReactNode;
  /** One secondary line under the title. */
  subtitle?: ReactNode;
  /** The page's buttons. */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header-text">
        <h1 className="page-title">{title}</h1>
        {subtitle !== undefined && <p className="page-subtitle">{subtitle}</p>}
      </div>
      {actions !== undefined && <div className="page-header-actions">{actions}</div>}
    </div>
  );
}
