// mf_client_portal has no pages yet. This is its slot in the one sdk api: the endpoints its pages need are
// injected here (and the pages' routes added to shell/src/routes/routeTable.ts) when they are built.
import { api } from 'shell/sdk';

export const clientPortalApi = api.injectEndpoints({ endpoints: () => ({}) });
