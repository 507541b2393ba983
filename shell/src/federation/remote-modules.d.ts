// Declaration stubs for the federated page modules the route table names (loaded with loadRemote).
declare module 'mf_scheduling/MySchedulePage' {
  import type { ComponentType } from 'react';

  const MySchedulePage: ComponentType;
  export default MySchedulePage;
}

declare module 'mf_chat/MessagesPage' {
  import type { ComponentType } from 'react';

  const MessagesPage: ComponentType;
  export default MessagesPage;
}
