// Offset paging of an array endpoint for RTK Query's infinite queries: page 1 from offset 0, each
// next page after the rows already loaded; a page shorter than `pageSize` is the end of the list.

export function offsetPages(pageSize: number) {
  return {
    initialPageParam: 0,
    getNextPageParam: (lastPage: readonly unknown[], _pages: unknown, lastOffset: number): number | undefined =>
      lastPage.length < pageSize ? undefined : lastOffset + pageSize,
  };
}
