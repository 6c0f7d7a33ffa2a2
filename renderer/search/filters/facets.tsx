import { memo, useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { FILTER_KEYS, SEARCH_FILTERS, type FilterKey } from '../../../shared/domain/search-filters';
import { useUiStore, type SearchChange, type SearchState } from '../../state/ui-store';
import { CHOICE_CONTROL } from '../../ui/controls/choice-control';
import { Checkbox, TextInput } from '../../ui/controls/field';
import { formatNumber } from '../../../shared/display/format';
import { NumberInput } from '../../ui/controls/number-input';
import { RangeField } from '../../ui/controls/range-field';
import { Skeleton } from '../../ui/feedback/skeleton';
import { FitsMyUseControl } from '../../use-fit/fits-my-use-control';
import { FILTER_FIELDS, type FilterField } from './filter-fields';
import { useCategories } from './use-categories';
import { choiceChange } from './keyboard-choice';
import { categoryCountsScope, queryNarrows } from '../../../shared/display/count-scope';
import { toListQuery } from '../../../shared/domain/search-query';

export interface FacetsProps {
  /** Formats seen in loaded results, offered as suggestions. */
  knownFormats: readonly string[];
}

/** The search's filters alone: its text changes on every key, and no filter shows it. */
const filtersOf = (search: SearchState) => Object.fromEntries(FILTER_KEYS.map((key) => [key, search[key]])) as Pick<SearchState, FilterKey>;

/**
 * Every filter of the search (shared/domain/search-filters.ts); each change is saved with the
 * search (and survives a restart). Renders again only when a filter or the formats change, never
 * on a key typed in the search box.
 */
export const Facets = memo(function Facets({ knownFormats }: FacetsProps) {
  const search = useUiStore(useShallow((s) => filtersOf(s.search)));
  const updateSearch: (partial: Partial<SearchState>, how?: SearchChange) => void = useUiStore((s) => s.updateSearch);
  const suggestions = useId();
  const choices = useId();
  const control = (key: FilterKey) => {
    const definition = SEARCH_FILTERS[key];
    const field: FilterField<FilterKey> = FILTER_FIELDS[key];
    const value = search[key];
    switch (definition.kind) {
      case 'text':
        return field.offers === 'categories' ? (
          <CategoryFacet key={key} />
        ) : (
          <TextInput
            key={key}
            label={field.label}
            placeholder={field.placeholder}
            list={field.offers && suggestions}
            value={(value as string | undefined) ?? ''}
            maxLength={definition.maxLength}
            onChange={(event) => updateSearch({ [key]: event.target.value || undefined }, 'typed')}
          />
        );
      case 'number': {
        const props = {
          key,
          label: field.label,
          min: definition.min,
          placeholder: field.placeholder,
          value: value as number | undefined,
          onChange: (next?: number) => updateSearch({ [key]: next }, 'typed'),
        };
        return 'max' in definition ? <RangeField {...props} max={definition.max} /> : <NumberInput {...props} prefix={field.prefix} step={1} />;
      }
      case 'choice':
        return (
          <fieldset key={key} className="facet">
            <legend className="facet__legend">{field.label}</legend>
            <div className="facet__options">
              {[undefined, ...definition.values].map((option) => (
                <ChoiceOption
                  key={option ?? ''}
                  group={choices}
                  mark={option && field.optionMark?.(option)}
                  label={option === undefined ? 'Any' : (field.optionLabel?.(option) ?? option)}
                  checked={value === option}
                  onSelect={() => updateSearch({ [key]: option }, choiceChange())}
                />
              ))}
            </div>
          </fieldset>
        );
      case 'flag': {
        // The flags of a group are one fieldset, where the group's first flag stands.
        const group = FILTER_KEYS.filter((other) => other === key || (field.group !== undefined && FILTER_FIELDS[other].group === field.group));
        return group[0] !== key ? null : (
          <fieldset key={key} className="facet">
            <legend className="facet__legend">{field.group ?? field.label}</legend>
            <div className="facet__options">
              {group.map((flag) => (
                <Checkbox
                  key={flag}
                  label={FILTER_FIELDS[flag].label}
                  checked={search[flag] === true}
                  onChange={(on) => updateSearch({ [flag]: on || undefined })}
                />
              ))}
            </div>
          </fieldset>
        );
      }
    }
  };
  return (
    <div className="facets">
      <FitsMyUseControl />
      {FILTER_KEYS.map(control)}
      <datalist id={suggestions}>
        {knownFormats.map((format) => (
          <option key={format} value={format} />
        ))}
      </datalist>
    </div>
  );
});

interface ChoiceOptionProps {
  group: string;
  /** A class name for a mark before the label (a tier's dot). */
  mark?: string | undefined;
  label: string;
  checked: boolean;
  onSelect(): void;
}

function ChoiceOption({ group, mark, label, checked, onSelect }: ChoiceOptionProps) {
  const id = useId();
  return (
    <div className="radio">
      <input id={id} type="radio" className={CHOICE_CONTROL} name={group} checked={checked} onChange={onSelect} />
      <label htmlFor={id}>
        {mark && <span className={mark} aria-hidden="true" />}
        {label}
      </label>
    </div>
  );
}

/**
 * The category filter: a choice among the marketplace's categories with their counts (of its whole
 * catalog, and said so), or, when it gives none the app can read (or the list failed), a text
 * field: the API filters by category name.
 */
function CategoryFacet() {
  const selected = useUiStore((s) => s.search.category);
  const updateSearch = useUiStore((s) => s.updateSearch);
  const { categories, isPending, isError, fetchStatus } = useCategories();
  const narrowed = useUiStore((s) => queryNarrows(toListQuery(s.search)));
  const name = useId();
  const scopeId = useId();
  const loading = isPending && fetchStatus === 'fetching';
  const field = FILTER_FIELDS.category;
  if (!loading && categories.length === 0 && (isError || !isPending)) {
    return (
      <TextInput
        label={field.label}
        placeholder={field.placeholder}
        value={selected ?? ''}
        maxLength={SEARCH_FILTERS.category.maxLength}
        hint={
          isError
            ? 'The category list could not be loaded: type a category name.'
            : 'This marketplace lists no categories the app can read: type a category name.'
        }
        onChange={(event) => updateSearch({ category: event.target.value || undefined }, 'typed')}
      />
    );
  }
  const options = [{ name: 'All categories', value: '', count: undefined as number | undefined }, ...categories];
  // A saved category the list no longer has stays selectable, so the filter is never hidden.
  if (selected && !categories.some((category) => category.value.toLowerCase() === selected.toLowerCase())) {
    options.push({ name: selected, value: selected, count: undefined });
  }
  const counted = categories.some((category) => category.count !== undefined);
  return (
    <fieldset className="facet" aria-busy={loading || undefined} aria-describedby={counted ? scopeId : undefined}>
      <legend className="facet__legend">{field.label}</legend>
      {counted && (
        <p id={scopeId} className="field__hint">
          {categoryCountsScope(narrowed)}
        </p>
      )}
      {loading ? (
        <Skeleton lines={5} height={12} />
      ) : (
        <div className="facet__options facet__options--scroll">
          {options.map((option, index) => {
            const id = `${name}-${index}`;
            const checked = option.value === '' ? !selected : selected?.toLowerCase() === option.value.toLowerCase();
            return (
              <div className="radio radio--count" key={option.value || 'all'}>
                <input
                  id={id}
                  type="radio"
                  className={CHOICE_CONTROL}
                  name={name}
                  checked={checked}
                  onChange={() => updateSearch({ category: option.value || undefined }, choiceChange())}
                />
                <label htmlFor={id}>
                  <span className="radio__text">{option.name}</span>
                  {option.count !== undefined && <span className="radio__count tabular">{formatNumber(option.count)}</span>}
                </label>
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
