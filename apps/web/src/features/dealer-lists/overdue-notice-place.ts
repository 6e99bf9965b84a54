/** Where the overdue notice went up in this session and at which overdue count; `path` null once left. */
export interface NoticePlace {
  path: string | null;
  count: number;
}

/**
 * The notice shows once a session: on the first list the dealer opens while it is due, and only
 * until they leave it (the header and the nav keep the count). A rise in the overdue count puts it
 * up again, on the next list the dealer is on.
 */
export function placeOverdueNotice(
  held: NoticePlace | null,
  current: { path: string; count: number; isListPage: boolean },
): NoticePlace | null {
  if (held === null || current.count > held.count) {
    return current.isListPage ? { path: current.path, count: current.count } : held;
  }
  if (held.path !== null && held.path !== current.path) return { path: null, count: held.count };
  return held;
}
