import {
  apiErrorSchema,
  dealerAuctionSchema,
  type DealerAuction,
  type ErrorCode,
} from '@autobid/contract';

/** Codes the client adds to the server's own for failures that carry no server code. */
export type ClientErrorCode = 'network_error' | 'invalid_response' | 'unexpected';

/** What a failed call leaves in state: serialisable, a stable code, never a stack or raw server text shown. */
export interface ApiFailure {
  status: number;
  code: ErrorCode | ClientErrorCode;
  /** The server's own words, kept for logs only; the UI shows the translation of `code`. */
  message: string;
  minimum?: number;
  fieldErrors?: Record<string, string[]>;
}

/** The rejected value of a thunk whose call got an answer (spec §8): the failure and any auction it carried. */
export interface RejectedCall {
  failure: ApiFailure;
  auction?: DealerAuction;
}

export class ApiRequestError extends Error {
  constructor(
    readonly failure: ApiFailure,
    /** False when no answer came back at all (offline, DNS, aborted). */
    readonly hasResponse: boolean,
    readonly auction?: DealerAuction,
  ) {
    super(`${failure.code} (${failure.status})`);
    this.name = 'ApiRequestError';
  }
}

/** Reads an error answer; anything that does not match the contract still yields a usable failure. */
export function parseErrorBody(
  status: number,
  body: unknown,
): { failure: ApiFailure; auction?: DealerAuction } {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) {
    return {
      failure: { status, code: status >= 500 ? 'internal_error' : 'unexpected', message: '' },
    };
  }
  const { code, message, minimum, errors, data } = parsed.data;
  const auction = dealerAuctionSchema.safeParse(data?.auction);
  return {
    failure: {
      status,
      code,
      message,
      ...(minimum !== undefined ? { minimum } : {}),
      ...(errors ? { fieldErrors: errors } : {}),
    },
    ...(auction.success ? { auction: auction.data } : {}),
  };
}

export const networkFailure: ApiFailure = { status: 0, code: 'network_error', message: '' };
