import { ENDED_BID_TAGS, type EndedBidTag } from '@autobid/contract';
import { DatePicker, Segmented } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { QUERY_DATE_FORMAT } from '../portal-lists';
import { beyondDayRange } from '../../../lib/day-range';

interface EndedBidsFiltersProps {
  from: string;
  to: string;
  tag: EndedBidTag;
  onRange: (range: { from: string; to: string }) => void;
  onTag: (tag: EndedBidTag) => void;
}

/** The date range of the auction's end (spec placeholders "Start time" / "End time") and the result tag. */
export function EndedBidsFilters({ from, to, tag, onRange, onTag }: EndedBidsFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      <span className="portal-toolbar__range-wrap" data-testid="ended-bids-range">
        <DatePicker.RangePicker
          className="portal-toolbar__range"
          value={[dayjs(from, QUERY_DATE_FORMAT), dayjs(to, QUERY_DATE_FORMAT)]}
          format={t('format.date')}
          allowClear={false}
          inputReadOnly
          placeholder={[t('portal.endedBids.startTime'), t('portal.endedBids.endTime')]}
          disabledDate={(day, info) => day.isAfter(dayjs(), 'day') || beyondDayRange(day, info)}
          onChange={(range) => {
            const [start, end] = range ?? [];
            if (start && end)
              onRange({ from: start.format(QUERY_DATE_FORMAT), to: end.format(QUERY_DATE_FORMAT) });
          }}
        />
      </span>
      <span className="portal-toolbar__tags-wrap" data-testid="ended-bids-tag">
        <Segmented<EndedBidTag>
          className="portal-toolbar__tags"
          value={tag}
          options={ENDED_BID_TAGS.map((value) => ({
            value,
            label: t(`portal.endedBids.tags.${value}`),
          }))}
          onChange={onTag}
        />
      </span>
    </>
  );
}
