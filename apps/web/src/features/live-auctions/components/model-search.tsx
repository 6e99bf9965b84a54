import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { searchModels } from '../../../lib/search-models';
import { useRemote } from '../hooks/use-remote';

// Long enough to skip the keystrokes of a word being typed, short enough to feel immediate.
const TYPING_PAUSE_MS = 250;

interface ModelSearchProps {
  /** The picked model, with its name as the search showed it. */
  onPick: (choice: { make: number; model: number }, name: string) => void;
}

interface Suggestion {
  model: number;
  make: number;
  label: string;
}

/**
 * Search-as-you-type over makes and models; picking one filters the list by that make and model.
 * A combobox in the ARIA pattern: the focus stays in the input, arrows move through the
 * suggestions, Enter picks, Escape closes.
 */
export function ModelSearch({ onPick }: ModelSearchProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = text.trim();
  const found = useRemote(
    query.length >= 2 ? query : null,
    () => searchModels(query),
    TYPING_PAUSE_MS,
  );
  const suggestions: Suggestion[] =
    query.length >= 2
      ? (found.data ?? []).map((model) => ({
          model: model.id,
          make: model.make_id,
          label: `${model.make?.name ?? ''} ${model.name}`.trim(),
        }))
      : [];
  const isNoneFound = query.length >= 2 && !found.loading && found.data !== undefined;
  const isShown = isOpen && (suggestions.length > 0 || isNoneFound);
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (suggestion: Suggestion) => {
    setText('');
    setOpen(false);
    setActive(-1);
    onPick({ make: suggestion.make, model: suggestion.model }, suggestion.label);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      const suggestion = suggestions[active];
      if (isShown && suggestion) {
        event.preventDefault();
        pick(suggestion);
      }
    } else if (event.key === 'Escape' && isShown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="combobox list-filters__search" data-testid="model-search">
      <div className="input">
        <Icon def={SearchOutlined} className="input__icon" />
        <input
          className="input__field"
          role="combobox"
          aria-expanded={isShown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isShown && active >= 0 ? optionId(active) : undefined}
          value={text}
          placeholder={t('portal.filters.searchPlaceholder')}
          aria-label={t('portal.filters.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={handleKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          data-testid="model-search-input"
        />
        {text ? (
          <button
            type="button"
            className="input__clear"
            aria-label={t('list.clearSearch')}
            // Keeps the focus in the input, as a clear icon inside a field should.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setText('');
              setActive(-1);
            }}
          >
            <Icon def={CloseCircleFilled} />
          </button>
        ) : null}
      </div>
      <ul
        id={listId}
        role="listbox"
        className="combobox__list"
        aria-label={t('portal.filters.searchPlaceholder')}
        hidden={!isShown}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.model}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`combobox__option${index === active ? ' combobox__option--active' : ''}`}
            // The input keeps the focus, so the list stays open until the pick.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => pick(suggestion)}
            data-testid="model-search-option"
          >
            {suggestion.label}
          </li>
        ))}
        {suggestions.length === 0 && isNoneFound ? (
          <li className="combobox__empty" aria-disabled="true">
            {t('portal.filters.noModels')}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
