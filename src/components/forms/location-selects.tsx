import { SelectField } from './select-field';

export interface Place {
  code: string;
  name: string;
}

export interface LocationSelectsProps {
  provinces: readonly Place[];
  cities: readonly Place[];
  barangays: readonly Place[];
  province: string;
  city: string;
  barangay: string;
  region: string;
  loading: { provinces: boolean; cities: boolean; barangays: boolean };
  errors: {
    province?: string | undefined;
    city?: string | undefined;
    barangay?: string | undefined;
  };
  /** The lists could not load. */
  optionsError: string | null;
  onRetry: () => void;
  onSelect: (level: 'province' | 'city' | 'barangay', code: string) => void;
  disabled?: boolean;
}

const toOptions = (places: readonly Place[]) =>
  places.map((place) => ({ value: place.code, label: place.name }));

/**
 * Province, city and barangay from the PSGC lists, and the region the barangay sets (specification
 * 000, section 4). A list that is not there yet (no province picked) is disabled.
 */
export function LocationSelects(props: LocationSelectsProps) {
  const { loading, errors, disabled = false } = props;
  return (
    <>
      <SelectField
        label="Province"
        placeholder="Select a province"
        value={props.province}
        options={toOptions(props.provinces)}
        busy={loading.provinces}
        disabled={disabled}
        error={errors.province}
        requiredMark
        onChange={(code) => props.onSelect('province', code)}
      />
      <SelectField
        label="City / Municipality"
        placeholder={props.province ? 'Select a city or municipality' : 'Select a province first'}
        value={props.city}
        options={toOptions(props.cities)}
        busy={loading.cities}
        disabled={disabled || !props.province}
        error={errors.city}
        requiredMark
        onChange={(code) => props.onSelect('city', code)}
      />
      <SelectField
        label="Barangay"
        placeholder={props.city ? 'Select a barangay' : 'Select a city first'}
        value={props.barangay}
        options={toOptions(props.barangays)}
        busy={loading.barangays}
        disabled={disabled || !props.city}
        error={errors.barangay}
        requiredMark
        onChange={(code) => props.onSelect('barangay', code)}
      />
      <p aria-live="polite">
        {props.region && (
          <>
            <strong>Region:</strong> {props.region}
          </>
        )}
      </p>
      {props.optionsError && (
        <p role="alert">
          {props.optionsError}{' '}
          <button type="button" onClick={props.onRetry}>
            Try again
          </button>
        </p>
      )}
    </>
  );
}
