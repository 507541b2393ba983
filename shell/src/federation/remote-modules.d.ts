// Declaration stubs for the federated page modules the route table names (loaded with loadRemote).
declare module 'mf_scheduling/MySchedulePage' {
  import type { ComponentType } from 'react';

  const MySchedulePage: ComponentType;
  export default MySchedulePage;
}

declare module 'mf_supplies/SuppliesPage' {
  import type { ComponentType } from 'react';

  const SuppliesPage: ComponentType;
  export default SuppliesPage;
}

declare module 'mf_supplies/PaymentPage' {
  import type { ComponentType } from 'react';

  const PaymentPage: ComponentType;
  export default PaymentPage;
}
