import type { Transaction } from '@autobid/contract';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Input } from 'antd';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { submitTransferSlip } from '../api/submit-transfer-slip';

export const SLIP_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
export const SLIP_MAX_BYTES = 10 * 1024 * 1024;
const REFERENCE_MAX = 64;

type Problem = 'fileInvalid' | 'referenceInvalid';

interface TransferSlipFormProps {
  transaction: Transaction;
  onSubmitted: (transaction: Transaction) => void;
}

/** A bank transfer's slip, its reference and the amount (the total), sent for finance to verify. */
export function TransferSlipForm({ transaction, onSubmitted }: TransferSlipFormProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { busy, run } = useAction();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reference.trim();
    if (!file || !SLIP_TYPES.includes(file.type) || file.size > SLIP_MAX_BYTES || file.size === 0)
      return setProblem('fileInvalid');
    if (trimmed.length === 0 || trimmed.length > REFERENCE_MAX)
      return setProblem('referenceInvalid');
    setProblem(null);
    void run(
      'slip',
      async () =>
        onSubmitted(
          await submitTransferSlip(transaction.id, {
            file,
            reference: trimmed,
            amount: transaction.total,
          }),
        ),
      t('transaction.slip.sent'),
    );
  };

  return (
    <section className="trx-pay__way" data-testid="trx-slip">
      <h3 className="trx-pay__way-title">{t('transaction.slip.title')}</h3>
      <p className="trx-muted">{t('transaction.slip.body')}</p>
      <form className="trx-form" onSubmit={handleSubmit} noValidate>
        {/* The browser's own file field speaks the browser's language; this one speaks the app's. */}
        <div className="trx-form__field" role="group" aria-labelledby={`${id}-file-label`}>
          <span id={`${id}-file-label`}>{t('transaction.slip.file')}</span>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={SLIP_TYPES.join(',')}
            hidden
            data-testid="trx-slip-file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <div className="trx-form__file">
            <Button
              icon={<PaperClipOutlined />}
              aria-describedby={`${id}-file-name`}
              data-testid="trx-slip-choose"
              onClick={() => fileInput.current?.click()}
            >
              {t('transaction.slip.choose')}
            </Button>
            <span
              id={`${id}-file-name`}
              className={file ? 'trx-form__file-name' : 'trx-form__file-name trx-muted'}
              data-testid="trx-slip-file-name"
            >
              {file ? file.name : t('transaction.slip.noFile')}
            </span>
          </div>
        </div>
        <label className="trx-form__field" htmlFor={`${id}-reference`}>
          <span>{t('transaction.slip.reference')}</span>
          <Input
            id={`${id}-reference`}
            value={reference}
            maxLength={REFERENCE_MAX}
            autoComplete="off"
            data-testid="trx-slip-reference"
            onChange={(event) => setReference(event.target.value)}
          />
        </label>
        <label className="trx-form__field" htmlFor={`${id}-amount`}>
          <span>{t('transaction.slip.amount')}</span>
          <Input
            id={`${id}-amount`}
            value={money(transaction.total, transaction.currency)}
            readOnly
            className="num"
            data-testid="trx-slip-amount"
          />
        </label>
        {problem ? <Alert type="error" showIcon title={t(`transaction.slip.${problem}`)} /> : null}
        <Button
          htmlType="submit"
          icon={<UploadOutlined />}
          loading={busy === 'slip'}
          className="trx-pay__button"
          data-testid="trx-slip-submit"
        >
          {t('transaction.slip.submit')}
        </Button>
      </form>
    </section>
  );
}
