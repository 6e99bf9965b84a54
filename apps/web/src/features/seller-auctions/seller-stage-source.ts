import { channels, EVENTS } from '@autobid/contract';
import type { ListEventSource } from '../../lib/use-auctions-realtime';

/** The seller group's private channel event that an auction of the group moved stage. */
export function sellerStageSources(groupId: number | null): ListEventSource[] {
  return groupId === null
    ? []
    : [{ app: 'general', channel: channels.group(groupId), event: EVENTS.sellerAuctionStage }];
}
