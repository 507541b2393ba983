// Declaration stubs for the federated page modules the route table names (loaded with loadRemote).
declare module 'mf_scheduling/MySchedulePage' {
  import type { ComponentType } from 'react';

  const MySchedulePage: ComponentType;
  export default MySchedulePage;
}

declare module 'mf_documents/HrDocumentsPage' {
  import type { ComponentType } from 'react';

  const HrDocumentsPage: ComponentType;
  export default HrDocumentsPage;
}

declare module 'mf_documents/FinancialDocumentsPage' {
  import type { ComponentType } from 'react';

  const FinancialDocumentsPage: ComponentType;
  export default FinancialDocumentsPage;
}
