// Every module the route table names is a page: a React component as its default export, loaded at
// runtime with loadRemote('<container>/<Page>'). One declaration per remote covers its pages.
declare module 'mf_scheduling/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}

declare module 'mf_field/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}

declare module 'mf_supplies/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}

declare module 'mf_documents/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}

declare module 'mf_client_portal/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}

declare module 'mf_chat/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}
