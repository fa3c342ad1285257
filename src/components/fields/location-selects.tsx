import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import { SelectField } from './select-field';

export interface Place {
  code: string;
  name: string;
}

type Level = 'province' | 'city' | 'barangay';
type List = 'provinces' | 'cities' | 'barangays';

export type PlacePicker = ActorRef<
  Snapshot<unknown> & {
    context: Record<List, readonly Place[]> &
      Record<Level | 'region', string> & {
        error: string | null;
      };
    matches(state: { [list in List]?: 'loading' }): boolean;
  },
  { type: 'options.retry' } | { type: 'location.select'; level: Level; code: string }
>;

const LEVELS = [
  { level: 'province', list: 'provinces', label: 'Province', pick: 'Select a province' },
  {
    level: 'city',
    list: 'cities',
    label: 'City / Municipality',
    pick: 'Select a city or municipality',
    parent: 'province',
    first: 'Select a province first',
  },
  {
    level: 'barangay',
    list: 'barangays',
    label: 'Barangay',
    pick: 'Select a barangay',
    parent: 'city',
    first: 'Select a city first',
  },
] as const;

/** docs/specification.md#address. A list that is not there yet (no province picked) is disabled. */
export function LocationSelects({
  picker,
  errors,
  region,
}: {
  picker: PlacePicker;
  errors: Partial<Record<Level, string>>;
  /** The region the form holds, when the form owns it (the saved address after a Cancel). */
  region?: string;
}) {
  const view = useSelector(picker, (snapshot) => ({
    context: snapshot.context,
    loading: {
      provinces: snapshot.matches({ provinces: 'loading' }),
      cities: snapshot.matches({ cities: 'loading' }),
      barangays: snapshot.matches({ barangays: 'loading' }),
    },
  }));
  const { context } = view;
  const shownRegion = region ?? context.region;
  return (
    <>
      {LEVELS.map((item) => {
        const open = !('parent' in item) || context[item.parent] !== '';
        return (
          <SelectField
            key={item.level}
            label={item.label}
            placeholder={open ? item.pick : item.first}
            value={context[item.level]}
            options={context[item.list].map((place) => ({ value: place.code, label: place.name }))}
            busy={view.loading[item.list]}
            disabled={!open}
            error={errors[item.level]}
            requiredMark
            onChange={(code) => picker.send({ type: 'location.select', level: item.level, code })}
          />
        );
      })}
      <p aria-live="polite">
        {shownRegion && (
          <>
            <strong>Region:</strong> {shownRegion}
          </>
        )}
      </p>
      {context.error && (
        <p role="alert">
          {context.error}{' '}
          <button type="button" onClick={() => picker.send({ type: 'options.retry' })}>
            Try again
          </button>
        </p>
      )}
    </>
  );
}
