import { fail } from '@autobid/auction';

/** The stable reasons a file is refused; each comes with a message a seller can act on. */
export type FileRefusalCode =
  | 'file_empty'
  | 'file_too_large'
  | 'file_type_not_allowed'
  | 'heic_not_supported'
  | 'image_too_large'
  | 'image_unreadable'
  | 'pdf_unreadable'
  | 'file_limit_reached';

export interface FileRefusal {
  code: FileRefusalCode;
  message: string;
}

/** A failed Result carrying a file refusal. */
export function refuse(code: FileRefusalCode, message: string): { ok: false } & FileRefusal {
  return fail({ code, message });
}
