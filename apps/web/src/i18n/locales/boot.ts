import type { Language } from '../languages';

/**
 * What the shell says when the app cannot start (its texts or settings could not be fetched), in
 * each language: it comes with the app, since the language's own texts may be what failed.
 */
export const bootTexts: Record<Language, { startFailed: string; retry: string }> = {
  en: {
    startFailed: 'AutoBid could not start. Check your connection and try again.',
    retry: 'Try again',
  },
  id: {
    startFailed: 'AutoBid tidak dapat dimulai. Periksa koneksi Anda lalu coba lagi.',
    retry: 'Coba lagi',
  },
  th: {
    startFailed: 'ไม่สามารถเริ่ม AutoBid ได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    retry: 'ลองอีกครั้ง',
  },
};
