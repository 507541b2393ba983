import { PageLimit, PageOffset } from '../../common/paging';

export const APPOINTMENT_LIST_LIMIT_DEFAULT = 20;
export const APPOINTMENT_LIST_LIMIT_MAX = 100;

/** GET /api/appointments (an array): a page of `limit` requests (default 20, at most 100) after `offset`. */
export class AppointmentListDto {
  @PageLimit(APPOINTMENT_LIST_LIMIT_MAX)
  limit?: number;

  @PageOffset()
  offset?: number;
}
