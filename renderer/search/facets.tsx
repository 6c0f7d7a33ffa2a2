import { useId } from 'react';
import { QUALITY_TIERS, type QualityTier } from '../../shared/api-types';
import { LQS_MAX, LQS_MIN, MAX_CATEGORY_LENGTH, MAX_FORMAT_LENGTH, MAX_LICENSE_FILTER_LENGTH } from '../../shared/limits';
import { useUiStore } from '../app/ui-store';
import { CHOICE_CONTROL } from '../ui/choice-control';
import { Checkbox, TextInput } from '../ui/field';
import { formatNumber } from '../ui/format';
import { NumberInput } from '../ui/number-input';
import { RangeField } from '../ui/range-field';
import { Skeleton } from '../ui/skeleton';
import { tierLabel } from '../ui/tier';
import { FitsMyUseControl } from '../use-fit/fits-my-use-control';
import { useCategories } from './use-categories';

export interface FacetsProps {
  /** Formats seen in loaded results, offered as suggestions. */
  knownFormats: readonly string[];
}

/** Every filter of the search; each change is saved with the search (and survives a restart). */
export function Facets({ knownFormats }: FacetsProps) {
  const search = useUiStore((s) => s.search);
  const updateSearch = useUiStore((s) => s.updateSearch);
  const formatListId = useId();
  const tierGroup = useId();

  return (
    <div className="facets">
      <FitsMyUseControl />
      <CategoryFacet />
      <TextInput
        label="Format"
        placeholder="e.g. csv, DICOM"
        list={formatListId}
        value={search.format ?? ''}
        maxLength={MAX_FORMAT_LENGTH}
        onChange={(event) => updateSearch({ format: event.target.value || undefined }, 'typed')}
      />
      <datalist id={formatListId}>
        {knownFormats.map((format) => (
          <option key={format} value={format} />
        ))}
      </datalist>
      <TextInput
        label="Licence contains"
        placeholder="e.g. cc-by"
        value={search.license ?? ''}
        maxLength={MAX_LICENSE_FILTER_LENGTH}
        onChange={(event) => updateSearch({ license: event.target.value || undefined }, 'typed')}
      />
      <RangeField label="Minimum LQS" min={LQS_MIN} max={LQS_MAX} placeholder="Any" value={search.lqs_min} onChange={(lqs_min) => updateSearch({ lqs_min }, 'typed')} />
      <fieldset className="facet">
        <legend className="facet__legend">Tier</legend>
        <div className="facet__options">
          <TierOption group={tierGroup} label="Any" checked={!search.lqs_tier} onSelect={() => updateSearch({ lqs_tier: undefined })} />
          {QUALITY_TIERS.map((tier: QualityTier) => (
            <TierOption key={tier} group={tierGroup} tier={tier} label={tierLabel(tier)} checked={search.lqs_tier === tier} onSelect={() => updateSearch({ lqs_tier: tier })} />
          ))}
        </div>
      </fieldset>
      <fieldset className="facet">
        <legend className="facet__legend">Compliance</legend>
        <div className="facet__options">
          <Checkbox label="HIPAA" checked={search.hipaa ?? false} onChange={(hipaa) => updateSearch({ hipaa: hipaa || undefined })} />
          <Checkbox label="GDPR" checked={search.gdpr ?? false} onChange={(gdpr) => updateSearch({ gdpr: gdpr || undefined })} />
        </div>
      </fieldset>
      <NumberInput label="Maximum price" prefix="$" min={0} step={1} placeholder="Any" value={search.price_max} onChange={(price_max) => updateSearch({ price_max }, 'typed')} />
    </div>
  );
}

interface TierOptionProps {
  group: string;
  tier?: QualityTier;
  label: string;
  checked: boolean;
  onSelect(): void;
}

function TierOption({ group, tier, label, checked, onSelect }: TierOptionProps) {
  const id = useId();
  return (
    <div className="radio">
      <input id={id} type="radio" className={CHOICE_CONTROL} name={group} checked={checked} onChange={onSelect} />
      <label htmlFor={id}>
        {tier && <span className={`tier-dot tier-dot--${tier}`} aria-hidden="true" />}
        {label}
      </label>
    </div>
  );
}

/**
 * The category filter: a choice among the marketplace's categories with their counts, or, when it
 * gives none the app can read (or the list failed), a text field: the API filters by category name.
 */
function CategoryFacet() {
  const selected = useUiStore((s) => s.search.category);
  const updateSearch = useUiStore((s) => s.updateSearch);
  const { categories, isPending, isError, fetchStatus } = useCategories();
  const name = useId();
  const loading = isPending && fetchStatus === 'fetching';
  if (!loading && categories.length === 0 && (isError || !isPending)) {
    return (
      <TextInput
        label="Category"
        placeholder="e.g. Computer Vision"
        value={selected ?? ''}
        maxLength={MAX_CATEGORY_LENGTH}
        hint={isError ? 'The category list could not be loaded: type a category name.' : 'This marketplace lists no categories the app can read: type a category name.'}
        onChange={(event) => updateSearch({ category: event.target.value || undefined }, 'typed')}
      />
    );
  }
  const options = [{ name: 'All categories', value: '', count: undefined as number | undefined }, ...categories];
  // A saved category the list no longer has stays selectable, so the filter is never hidden.
  if (selected && !categories.some((category) => category.value.toLowerCase() === selected.toLowerCase())) {
    options.push({ name: selected, value: selected, count: undefined });
  }
  return (
    <fieldset className="facet" aria-busy={loading || undefined}>
      <legend className="facet__legend">Category</legend>
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
                  onChange={() => updateSearch({ category: option.value || undefined })}
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
