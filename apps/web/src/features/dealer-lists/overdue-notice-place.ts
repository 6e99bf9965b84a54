/** Where the overdue notice went up in this session, and at which overdue count. */
export interface NoticePlace {
  path: string;
  count: number;
}

/**
 * The notice shows once a session: on the first list the dealer opens while it is due, and only
 * there. Leaving that list takes it away (the header and the nav keep a count); a rise in the
 * overdue count puts it up again on the list the dealer is on.
 */
export function placeOverdueNotice(
  held: NoticePlace | null,
  current: { path: string; count: number; isListPage: boolean },
): NoticePlace | null {
  if (held !== null && current.count <= held.count) return held;
  return current.isListPage ? { path: current.path, count: current.count } : held;
}
