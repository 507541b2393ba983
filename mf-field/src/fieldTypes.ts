// Wire shapes of the field endpoints (the job site itself is the sdk's JobSite).
import type { Issue, JobSite } from 'shell/sdk';

/** GET /api/job-sites/my */
export interface MyJobSite {
  date: string;
  site: JobSite | null;
  inventoryCompletedAt: string | null;
  jobStartedAt: string | null;
  /** When End Job was pressed; null while the job is in progress (or not started). */
  jobEndedAt: string | null;
}

export interface JobStart {
  id: string;
  jobSiteId: string;
  startedAt: string;
  endedAt: string | null;
  site: JobSite;
}

export interface InventoryCheck {
  id: string;
  date: string;
  items: Record<string, boolean>;
  shortages: string[];
  completed: boolean;
  createdAt: string;
}

/** GET /api/inventory/today */
export interface InventoryToday {
  date: string;
  /** The 15 items to tick, in order: the server's list, the one it checks against. */
  checklist: string[];
  check: InventoryCheck | null;
}

export interface FieldIssue extends Issue {
  jobSiteId: string | null;
  reportedById: string | null;
  reportedBy: { id: string; firstName: string; lastName: string } | null;
  jobSite: { id: string; name: string; foremanId: string | null } | null;
}

export type BreakType = 'break' | 'meal';

export interface Break {
  id: string;
  date: string;
  breakType: BreakType;
  startTime: string;
  endTime: string | null;
  durationMinutes: number | null;
}
