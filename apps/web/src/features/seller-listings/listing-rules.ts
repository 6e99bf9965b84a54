import {
  LISTING_TEXTS,
  MAX_MILEAGE_KM,
  chassisNumberProblem,
  listingTextProblem,
  type ListingTextField,
} from '@autobid/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The form's words for what the field needs, by field (docs/listings.md). */
const NEEDS_KEY = {
  variant: 'sellerListings.form.variantInvalid',
  color: 'sellerListings.form.colorInvalid',
  registration_number: 'sellerListings.form.registrationInvalid',
  location: 'sellerListings.form.locationInvalid',
} as const satisfies Record<ListingTextField, string>;

const isEmpty = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/**
 * A listing's one-line text: required, then the contract's rule for the field (the server applies
 * the same), one message at a time and saying what the field needs, never the label and a
 * generic phrase run together.
 */
export function listingTextRules(t: TFunction, field: ListingTextField): FormRule[] {
  return [
    { required: true, whitespace: true },
    {
      validator: (_rule, value: unknown) => {
        if (isEmpty(value)) return Promise.resolve();
        const problem = listingTextProblem(field, value as string);
        if (problem === null) return Promise.resolve();
        const text =
          problem === 'too_long'
            ? t('sellerListings.form.textTooLong', { max: LISTING_TEXTS[field].max })
            : t(NEEDS_KEY[field]);
        return Promise.reject(new Error(text));
      },
    },
  ];
}

/** The characters a chassis number may not hold, as the seller reads them: a space is named. */
function characterList(t: TFunction, characters: string, language: string): string {
  const names = [...characters].map((c) =>
    c.trim() === '' ? t('sellerListings.form.space') : `“${c}”`,
  );
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** The chassis number: required, then what is wrong with it (its length or which characters). */
export function chassisRules(t: TFunction, language: string): FormRule[] {
  return [
    { required: true, whitespace: true },
    {
      validator: (_rule, value: unknown) => {
        if (isEmpty(value)) return Promise.resolve();
        const problem = chassisNumberProblem(value as string);
        if (problem === null) return Promise.resolve();
        const text =
          problem.kind === 'length'
            ? t('sellerListings.form.chassisLength', { count: problem.length })
            : t('sellerListings.form.chassisCharacters', {
                characters: characterList(t, problem.characters, language),
              });
        return Promise.reject(new Error(text));
      },
    },
  ];
}

/** The mileage: a whole number of kilometres up to the most the server takes, in the reader's digits. */
export function mileageRules(t: TFunction, language: string): FormRule[] {
  return [
    { required: true },
    {
      type: 'integer',
      min: 0,
      max: MAX_MILEAGE_KM,
      message: t('sellerListings.form.mileageRange', {
        max: MAX_MILEAGE_KM.toLocaleString(language),
      }),
    },
  ];
}
