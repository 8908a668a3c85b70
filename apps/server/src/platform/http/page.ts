/** A paged list as every list call answers it: `{ list, total, page, limit, has_more }`. */
export function pageOf<T>(list: T[], total: number, page: number, limit: number) {
  return { list, total, page, limit, has_more: page * limit < total };
}
