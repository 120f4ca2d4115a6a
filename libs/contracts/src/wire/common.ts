/**
 * Bodies every route shares: the error body and the plain success answer.
 */

export interface SuccessResponse {
  success: true;
  message: string;
}

/** Paging of the list routes (query string): `page` from 1, `limit` up to PAGE_LIMIT_MAX; the total is in X-Total-Count. */
export interface PageQuery {
  page?: number;
  limit?: number;
}
