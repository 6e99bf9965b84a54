import { otpChallengeSchema, type OtpChallenge, type SendOtpRequest } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const sendOtpAnswerSchema = z.object({ data: otpChallengeSchema });

/** `POST /otp/send` (auction API v1): texts a code to the phone; its token names the verification. */
export async function sendOtp(body: SendOtpRequest): Promise<OtpChallenge> {
  const answer = await apiRequest('auction', 'v1', '/otp/send', sendOtpAnswerSchema, {
    method: 'POST',
    body,
    skipAuthRedirect: true,
  });
  return answer.data;
}
