import type { Transaction, TransactionDocument } from '@autobid/contract';
import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../lib/use-action';
import { generateAgreement } from '../api/generate-agreement';

/** A signed document link asking for the document in `language` (the link carries the caller's). */
export function documentInLanguage(url: string, language: string): string {
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const parsed = new URL(url, window.location.origin);
  parsed.searchParams.set('language', language);
  return isAbsolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

interface TransactionDocumentsProps {
  transaction: Transaction;
  /** Called with the agreement once generated, so the page shows it before the next read. */
  onGenerated: (document: TransactionDocument) => void;
}

/** The invoice, and in Malaysia the sales & purchase agreement (generated on request). */
export function TransactionDocuments({ transaction, onGenerated }: TransactionDocumentsProps) {
  const { t, i18n } = useTranslation();
  const { busy, run } = useAction();
  const { documents } = transaction.invoice;
  const invoice = documents.find((d) => d.type === 'invoice');
  const agreement = documents.find((d) => d.type === 'sales_purchase_agreement_my');
  const canGenerate =
    transaction.market === 'MY' && !agreement && transaction.status !== 'cancelled';

  const link = (document: TransactionDocument, label: string) => (
    <li key={document.type}>
      <a
        href={documentInLanguage(document.url, i18n.language)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={`trx-document-${document.type}`}
      >
        <FilePdfOutlined /> {label}
      </a>
    </li>
  );

  const handleGenerate = () =>
    void run(
      'generate',
      async () => onGenerated(await generateAgreement(transaction.id)),
      t('transaction.documents.generated'),
    );

  return (
    <Card size="small" className="panel trx-documents" title={t('transaction.documents.title')}>
      <ul className="trx-documents__list">
        {invoice ? link(invoice, t('transaction.documents.invoice')) : null}
        {agreement ? link(agreement, t('transaction.documents.agreement')) : null}
      </ul>
      {canGenerate ? (
        <Button
          onClick={handleGenerate}
          loading={busy === 'generate'}
          data-testid="trx-generate-agreement"
        >
          {t('transaction.documents.generate')}
        </Button>
      ) : null}
    </Card>
  );
}
