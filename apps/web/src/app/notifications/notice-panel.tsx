import { Drawer, Popover } from 'antd';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '../antd-root';
import { MarkAllButton, NoticeList } from './notice-list';
import type { NoticeInbox } from './use-notice-inbox';

interface NoticePanelProps {
  id: string;
  inbox: NoticeInbox;
  isOpen: boolean;
  isWide: boolean;
  /** The bell's box: the desk's popover opens inside it, right after the button in the tab order. */
  container: RefObject<HTMLDivElement | null>;
  onClose: (giveFocusBack: boolean) => void;
}

/**
 * The bell's list in Ant Design: a popover under the bell on a desk, a drawer from the bottom on a
 * phone. Opening it moves the focus into the list, so a keyboard goes on from there.
 */
export function NoticePanel({ id, inbox, isOpen, isWide, container, onClose }: NoticePanelProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement | null>(null);
  const isOpenNow = useRef(isOpen);
  isOpenNow.current = isOpen;

  // The popover shows its content a frame or two after it opens; on later opens it is there.
  useEffect(() => {
    if (!isOpen || !isWide) return undefined;
    list.current?.focus();
    const frame = requestAnimationFrame(() => list.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [isOpen, isWide]);
  const attachList = useCallback(
    (element: HTMLDivElement | null) => {
      list.current = element;
      if (element && isWide && isOpenNow.current) element.focus();
    },
    [isWide],
  );

  const content = (
    <NoticeList
      ref={attachList}
      id={id}
      inbox={inbox}
      onPick={() => onClose(false)}
      withHead={isWide}
    />
  );

  return (
    <AntdRoot>
      {isWide ? (
        <Popover
          open={isOpen}
          trigger={[]}
          placement="bottomRight"
          arrow={{ pointAtCenter: true }}
          getPopupContainer={() => container.current ?? document.body}
          classNames={{ root: 'notice-panel' }}
          content={content}
        >
          <span className="notice-bell__anchor" aria-hidden="true" />
        </Popover>
      ) : (
        <Drawer
          open={isOpen}
          placement="bottom"
          size="80%"
          title={t('noticePanel.title')}
          extra={<MarkAllButton inbox={inbox} />}
          onClose={() => onClose(true)}
          classNames={{ body: 'notice-panel__drawer-body', header: 'notice-panel__drawer-head' }}
        >
          {content}
        </Drawer>
      )}
    </AntdRoot>
  );
}
