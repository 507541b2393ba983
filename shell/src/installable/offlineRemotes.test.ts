import { remotesFor } from './offlineRemotes';

describe('the remotes a role keeps on the device', () => {
  it("is the remotes of the role's pages in the route table, and none logged out", () => {
    expect(remotesFor('client')).toEqual(['mf_chat', 'mf_client_portal']);
    expect(remotesFor('worker')).toEqual(['mf_chat', 'mf_field', 'mf_scheduling']);
    expect(remotesFor('foreman')).toEqual(['mf_chat', 'mf_field', 'mf_scheduling']);
    expect(remotesFor('admin')).toEqual(['mf_chat', 'mf_documents', 'mf_field', 'mf_scheduling', 'mf_supplies']);
    expect(remotesFor(null)).toEqual([]);
  });
});
