// Where the administrator was in the registrations list: its search and filters (the address's
// query) and the cursors of the pages before the one shown. Kept in memory for as long as the
// console is open, so that the browser's Back, or "Back to the registrations" on a record, returns
// to the same page of the same list rather than to its first page.

export interface ListPosition {
  /** The list's query string, with its leading "?" when it has one. */
  search: string;
  /** The filters the cursors belong to (admin-filters.ts, filterQuery): other filters start at page 1. */
  filterKey: string;
  /** The cursors of the pages before the current one. */
  stack: readonly string[];
}

let remembered: ListPosition | null = null;

export function rememberListPosition(position: ListPosition): void {
  remembered = position;
}

/** The pages before the current one, if the list was last shown with these filters. */
export function rememberedCursors(filterKey: string): readonly string[] {
  return remembered?.filterKey === filterKey ? remembered.stack : [];
}

/** The list as it was last shown: its address. */
export function listAddress(): string {
  return `/admin${remembered?.search ?? ''}`;
}
