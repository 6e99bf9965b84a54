import { z } from 'zod';
import { intParam } from '../../lib/query-params';

export const helpCodeParams = z.object({ userId: intParam('user id') });
