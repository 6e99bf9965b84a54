import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Room left beside the active link when it is scrolled into view, in pixels. */
const MARGIN = 24;

/** Which ends of a sideways-scrolling bar hide links: each is shown by a shade at that edge. */
export interface HiddenEnds {
  start: boolean;
  end: boolean;
}

function hiddenEndsOf(bar: HTMLElement): HiddenEnds {
  const rest = bar.scrollWidth - bar.clientWidth - bar.scrollLeft;
  return { start: bar.scrollLeft > 1, end: rest > 1 };
}

/** A state update to the bar's hidden ends now, keeping the state as it is when they are the same. */
function endsNow(bar: HTMLElement) {
  const next = hiddenEndsOf(bar);
  return (now: HiddenEnds) => (now.start === next.start && now.end === next.end ? now : next);
}

/** Scrolls the bar, if need be, so that its active link (`aria-current="page"`) is wholly in view. */
function showActiveLink(bar: HTMLElement): void {
  const link = bar.querySelector<HTMLElement>('[aria-current="page"]');
  if (!link) return;
  // The bar is positioned (sticky), so a link's offset is measured from the bar's own edge.
  const from = link.offsetLeft;
  const to = from + link.offsetWidth;
  if (from < bar.scrollLeft) bar.scrollLeft = Math.max(0, from - MARGIN);
  else if (to > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = to - bar.clientWidth + MARGIN;
}

/**
 * Keeps a bar of links that is wider than the screen usable: the active link is scrolled into view
 * whenever it changes, a mouse wheel turned over the bar scrolls it sideways, and the answer says
 * which ends hide links, for the bar to shade there. `links` names the bar's links (their keys), so
 * that a change of them is watched.
 */
export function useSidewaysNav(
  ref: RefObject<HTMLElement | null>,
  activeKey: string | undefined,
  links: string,
): HiddenEnds {
  const [hidden, setHidden] = useState<HiddenEnds>({ start: false, end: false });

  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    showActiveLink(bar);
    setHidden(endsNow(bar));
  }, [ref, activeKey, links]);

  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const update = () => setHidden(endsNow(bar));
    // The links took other widths (another language, a font loaded): the active one stays in view.
    const resized = () => {
      showActiveLink(bar);
      update();
    };
    // A wheel turned over the bar scrolls it sideways while it can; at its end the page scrolls.
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0 || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      const { start, end } = hiddenEndsOf(bar);
      if ((event.deltaY < 0 && !start) || (event.deltaY > 0 && !end)) return;
      event.preventDefault();
      bar.scrollLeft += event.deltaY;
    };
    // The bar keeps its width when its links change theirs, so each link is watched too.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resized);
    resize?.observe(bar);
    for (const link of bar.children) resize?.observe(link);
    bar.addEventListener('scroll', update, { passive: true });
    bar.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      resize?.disconnect();
      bar.removeEventListener('scroll', update);
      bar.removeEventListener('wheel', onWheel);
    };
  }, [ref, links]);

  return hidden;
}
