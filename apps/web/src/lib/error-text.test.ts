import { ERROR_CODES } from '@autobid/contract';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { resources } from '../i18n/resources';
import type { ClientErrorCode } from './api-error';

const CLIENT_CODES: readonly ClientErrorCode[] = [
  'network_error',
  'invalid_response',
  'unexpected',
];

describe('error texts', () => {
  it.each(LANGUAGES)(
    '%s has a text for every error code of the contract and of the client',
    (language) => {
      const texts: Record<string, string> = resources[language].translation.errors;
      const missing = [...ERROR_CODES, ...CLIENT_CODES].filter((code) => !texts[code]);
      expect(missing).toEqual([]);
    },
  );
});
