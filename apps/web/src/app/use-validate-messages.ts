import type { FormProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type ValidateMessages = NonNullable<FormProps['validateMessages']>;

/** Spec §5 generic form messages ('Please enter {label}', '{label} is not a valid {type}') in every language. */
export function useValidateMessages(): ValidateMessages {
  const { t } = useTranslation();
  return useMemo(() => {
    const invalid = t('form.invalidType');
    return {
      default: invalid,
      required: t('form.required'),
      // Only spaces, where a rule asks for `whitespace`: the field is as good as empty.
      whitespace: t('form.required'),
      types: {
        string: invalid,
        method: invalid,
        array: invalid,
        object: invalid,
        number: invalid,
        date: invalid,
        boolean: invalid,
        integer: invalid,
        float: invalid,
        regexp: invalid,
        email: t('form.invalidEmail'),
        url: invalid,
        hex: invalid,
      },
      string: {
        len: t('form.stringLen'),
        min: t('form.stringMin'),
        max: t('form.stringMax'),
        range: t('form.stringRange'),
      },
      number: {
        len: t('form.numberLen'),
        min: t('form.numberMin'),
        max: t('form.numberMax'),
        range: t('form.numberRange'),
      },
      array: {
        len: t('form.arrayLen'),
        min: t('form.arrayMin'),
        max: t('form.arrayMax'),
        range: t('form.arrayRange'),
      },
    };
  }, [t]);
}
