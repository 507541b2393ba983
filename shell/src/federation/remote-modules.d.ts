// Declaration stubs for the federated page modules the route table names (loaded with loadRemote).
declare module 'mf_scheduling/MySchedulePage' {
  import type { ComponentType } from 'react';

  const MySchedulePage: ComponentType;
  export default MySchedulePage;
}

declare module 'mf_scheduling/SchedulingPage' {
  import type { ComponentType } from 'react';

  const SchedulingPage: ComponentType;
  export default SchedulingPage;
}

declare module 'mf_scheduling/TeamPage' {
  import type { ComponentType } from 'react';

  const TeamPage: ComponentType;
  export default TeamPage;
}

declare module 'mf_scheduling/TimeOffPage' {
  import type { ComponentType } from 'react';

  const TimeOffPage: ComponentType;
  export default TimeOffPage;
}

declare module 'mf_scheduling/AvailabilityPage' {
  import type { ComponentType } from 'react';

  const AvailabilityPage: ComponentType;
  export default AvailabilityPage;
}
