/**
 * jsdom has no ResizeObserver, which Ant Design's tables, tabs, popovers and text areas measure
 * with; stubbed in (`vi.stubGlobal('ResizeObserver', NoResizeObserver)`), it does nothing.
 */
export class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
