/**
 * How a list answer tells its pages: how many rows match, how many pages of `pageSize` they fill,
 * and which page this is.
 */
export function paging(totalCount: number, page: number, pageSize: number) {
  return { totalCount, totalPages: Math.ceil(totalCount / pageSize), page };
}
