import { useTranslation } from 'react-i18next';
import type { AmountTextProblem } from '../../../components/amount-input';
import { useFormatters } from '../../../lib/format';

/** Why what the dealer typed in an amount field is no amount, said where the field's hints go. */
export function AmountTextHint({
  problem,
  example,
  currency,
  className,
}: {
  problem: AmountTextProblem;
  /** An amount the field would take, written as the language groups it. */
  example: number;
  currency: string;
  className: string;
}) {
  const { t } = useTranslation();
  const { integer } = useFormatters();
  return (
    <div className={className} role="alert" data-testid="amount-text-problem">
      {problem === 'not_whole'
        ? t('bid.notWhole', { currency })
        : t('bid.notDigits', { example: integer(example) })}
    </div>
  );
}
