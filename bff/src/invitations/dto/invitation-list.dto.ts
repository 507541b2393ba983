import { PageLimit, PageOffset } from '../../common/paging';

export const INVITATION_LIST_DEFAULT_LIMIT = 50;

/** A page of pending invitations, newest first (Show more asks for the next offset). */
export class InvitationListDto {
  @PageOffset()
  offset?: number;

  @PageLimit()
  limit?: number;
}
