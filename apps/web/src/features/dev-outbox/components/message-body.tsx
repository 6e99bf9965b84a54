import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A link (absolute, or a path of this site) or a six-digit code, in a message's text. */
const TOKEN = /(https?:\/\/[^\s<>"]+|\/[a-z][\w/-]*\?[^\s<>"]+|\b\d{6}\b)/g;

export type BodyPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string } | { kind: 'code'; text: string };

/** Splits a message into plain text, links and codes, in order. */
export function splitBody(body: string): BodyPart[] {
  return body
    .split(TOKEN)
    .filter((text) => text !== '')
    .map((text): BodyPart => {
      if (/^\d{6}$/.test(text)) return { kind: 'code', text };
      if (/^(https?:\/\/|\/)/.test(text)) return { kind: 'link', text };
      return { kind: 'text', text };
    });
}

function CodeButton({ code }: { code: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  return (
    <button
      type="button"
      className="dev-outbox__code"
      aria-label={t('devOutbox.copy', { code })}
      onClick={() => {
        void navigator.clipboard?.writeText(code).then(() => setIsCopied(true));
      }}
      data-testid="dev-outbox-code"
    >
      {code}
      {isCopied ? <span className="dev-outbox__copied"> ✓ {t('devOutbox.copied')}</span> : null}
    </button>
  );
}

/** A message's text with its links opened in the same browser and its code one click to copy. */
export function MessageBody({ body }: { body: string }) {
  return (
    <p className="dev-outbox__body">
      {splitBody(body).map((part, index) => {
        switch (part.kind) {
          case 'link':
            return (
              <a key={index} href={part.text} data-testid="dev-outbox-link">
                {part.text}
              </a>
            );
          case 'code':
            return <CodeButton key={index} code={part.text} />;
          case 'text':
            return <span key={index}>{part.text}</span>;
        }
      })}
    </p>
  );
}
