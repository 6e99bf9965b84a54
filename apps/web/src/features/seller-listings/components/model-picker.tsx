import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchModels } from '../../../lib/search-models';

// Long enough to skip the keystrokes of a word being typed, short enough to feel immediate.
const TYPING_PAUSE_MS = 250;

interface Option {
  value: number;
  label: string;
}

interface ModelPickerProps {
  id?: string;
  value?: number;
  onChange?: (modelId: number) => void;
  /** The model already chosen (when editing), shown before anything is typed. */
  initial?: Option;
}

/** Make and model by typing: the models whose name or make matches, as "Make Model". */
export function ModelPicker({ id, value, onChange, initial }: ModelPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<Option[]>(initial ? [initial] : []);
  const [isLoading, setLoading] = useState(false);

  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      setLoading(true);
      searchModels(text)
        .then(
          (models) => {
            if (isCurrent)
              setOptions(
                models.map((model) => ({
                  value: model.id,
                  label: `${model.make?.name ?? ''} ${model.name}`.trim(),
                })),
              );
          },
          () => undefined,
        )
        .finally(() => {
          if (isCurrent) setLoading(false);
        });
    }, TYPING_PAUSE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [query]);

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setQuery }}
      value={value}
      options={options}
      loading={isLoading}
      placeholder={t('sellerListings.form.modelPlaceholder')}
      notFoundContent={
        query.trim().length >= 2 && !isLoading ? t('sellerListings.form.noModels') : null
      }
      onChange={(next) => onChange?.(next)}
      data-testid="listing-model"
    />
  );
}
