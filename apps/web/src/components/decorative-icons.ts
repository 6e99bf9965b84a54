import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `@ant-design/icons` names every glyph for screen readers by its English file name
 * (`<span role="img" aria-label="close">`), in our markup and inside Ant Design's own components
 * (a select's arrow, an alert's close button, the pagination's arrows), so a Thai page read "close",
 * "down", "check-circle". Neither library offers a setting for it, so the icons are fixed where they
 * land in the page: an icon is decorative (`aria-hidden`), and a control whose only content is an
 * icon is named in the interface language instead (docs/accessibility.md).
 */

/** What an icon-only control does, by the icon it shows: keys of `portal.iconActions`. */
const ACTIONS = {
  close: 'close',
  'close-circle': 'clear',
  search: 'search',
  filter: 'filter',
  left: 'previous',
  'arrow-left': 'previous',
  'double-left': 'previous',
  right: 'next',
  'arrow-right': 'next',
  'double-right': 'next',
  down: 'more',
  ellipsis: 'more',
  more: 'more',
  delete: 'delete',
  edit: 'edit',
  plus: 'add',
  minus: 'remove',
  reload: 'reload',
  eye: 'show',
  'eye-invisible': 'hide',
  copy: 'copy',
  download: 'download',
  upload: 'upload',
} as const;
export type IconAction = (typeof ACTIONS)[keyof typeof ACTIONS];

/** Elements a screen reader announces as something to press, whose name the icon would give. */
const CONTROL = 'button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"]';
/**
 * Set on a control this module named: the action, so a change of language renames it, or `title`
 * when the name is its container's title, which Ant Design translates once its texts have loaded.
 */
const NAMED_BY = 'data-icon-action';
const BY_TITLE = 'title';

function isAction(name: string): name is keyof typeof ACTIONS {
  return Object.hasOwn(ACTIONS, name);
}

function iconNameOf(icon: Element): string | null {
  const label = icon.getAttribute('aria-label');
  return label !== null && icon.classList.contains(`anticon-${label}`) ? label : null;
}

function hasName(control: Element): boolean {
  return (
    control.hasAttribute('aria-label') ||
    control.hasAttribute('aria-labelledby') ||
    control.hasAttribute('title') ||
    (control.textContent ?? '').trim() !== ''
  );
}

/**
 * Makes one antd icon decorative; names the control it alone fills, by the title Ant Design put on
 * the control's container (the pagination's arrows) or the icon's action. An icon-only control with
 * neither keeps the icon's own name: a control with no name at all is worse.
 */
function fixIcon(icon: Element, nameOf: (action: IconAction) => string): void {
  const name = iconNameOf(icon);
  if (name === null) return;
  const control = icon.parentElement?.closest(CONTROL);
  if (control && !hasName(control)) {
    const title = control.parentElement?.getAttribute('title');
    if (title) {
      control.setAttribute('aria-label', title);
      control.setAttribute(NAMED_BY, BY_TITLE);
    } else if (isAction(name)) {
      control.setAttribute('aria-label', nameOf(ACTIONS[name]));
      control.setAttribute(NAMED_BY, ACTIONS[name]);
    } else {
      return;
    }
  }
  icon.removeAttribute('aria-label');
  icon.removeAttribute('role');
  icon.setAttribute('aria-hidden', 'true');
}

/** Makes every antd icon in `root` (itself included) decorative, naming icon-only controls. */
export function fixIcons(root: ParentNode, nameOf: (action: IconAction) => string): void {
  if (root instanceof Element && root.matches('.anticon[aria-label]')) fixIcon(root, nameOf);
  root.querySelectorAll('.anticon[aria-label]').forEach((icon) => fixIcon(icon, nameOf));
}

/** Names again the controls `fixIcons` named: in the language now chosen, or by the new title. */
function renameControls(root: ParentNode, nameOf: (action: IconAction) => string): void {
  root.querySelectorAll(`[${NAMED_BY}]`).forEach((control) => {
    const action = control.getAttribute(NAMED_BY);
    const title = control.parentElement?.getAttribute('title');
    if (action === BY_TITLE && title) control.setAttribute('aria-label', title);
    else if (action !== null && Object.values(ACTIONS).includes(action as IconAction))
      control.setAttribute('aria-label', nameOf(action as IconAction));
  });
}

/**
 * Keeps every antd icon of the document decorative while the caller is mounted: the ones there now,
 * the ones React draws later (portals included) and, on a change of language, the names given.
 */
export function useDecorativeIcons(): void {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const nameOf = (action: IconAction) => t(`portal.iconActions.${action}`);
    const root = document.body;
    renameControls(root, nameOf);
    fixIcons(root, nameOf);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          const target = record.target as Element;
          if (record.attributeName === 'title') renameControls(target, nameOf);
          else if (target.classList.contains('anticon')) fixIcon(target, nameOf);
          continue;
        }
        record.addedNodes.forEach((node) => {
          if (node instanceof Element) fixIcons(node, nameOf);
        });
      }
    });
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-label', 'title'],
    });
    return () => observer.disconnect();
  }, [t, language]);
}
