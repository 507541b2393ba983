// Declaration stubs for the federated page modules the route table names (loaded with loadRemote).
declare module 'mf_scheduling/MySchedulePage' {
  import type { ComponentType } from 'react';

  const MySchedulePage: ComponentType;
  export default MySchedulePage;
}

declare module 'mf_field/JobSitePage' {
  import type { ComponentType } from 'react';

  const JobSitePage: ComponentType;
  export default JobSitePage;
}

declare module 'mf_field/InventoryPage' {
  import type { ComponentType } from 'react';

  const InventoryPage: ComponentType;
  export default InventoryPage;
}

declare module 'mf_field/IssuesPage' {
  import type { ComponentType } from 'react';

  const IssuesPage: ComponentType;
  export default IssuesPage;
}

declare module 'mf_field/TimeTrackingPage' {
  import type { ComponentType } from 'react';

  const TimeTrackingPage: ComponentType;
  export default TimeTrackingPage;
}

declare module 'mf_field/JobSitesPage' {
  import type { ComponentType } from 'react';

  const JobSitesPage: ComponentType;
  export default JobSitesPage;
}
