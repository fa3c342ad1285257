import type { MemberDetails } from '#contract/members';
import { failureOf, outputOf, refusedWith } from '../shared/failure';
import type { SectionValues } from './section-values';

/** What every accordion with Save and Cancel holds: its values as saved and as being edited. */
export interface SectionFormContext {
  saved: SectionValues;
  draft: SectionValues;
  fieldErrors: Record<string, string>;
  error: string | null;
  /** The last save went through ('Saved'). */
  justSaved: boolean;
}

/** What every accordion with Save and Cancel is told. */
export type SectionFormEvent =
  | { type: 'field.change'; name: string; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'member.change'; member: MemberDetails };

/**
 * Save, the same in every accordion of the profile that has Save and Cancel
 * (docs/specification.md#profile): the section goes out; the member's details that come back
 * become its saved values ('Saved'); a refusal per field shows next to the fields, any other
 * as the form's message, and the member stays at editing. Each machine implements these actor,
 * guard and action names.
 */
export function savingSection<TInput>(input: TInput) {
  return {
    tags: ['busy'],
    invoke: {
      id: 'saveSection',
      src: 'saveSection' as const,
      input,
      onDone: {
        target: 'pristine' as const,
        actions: [{ type: 'assignSaved' as const, params: outputOf }, 'notifySaved' as const],
      },
      onError: [
        refusedWith('hasFieldErrors', 'editing', 'assignServerErrors'),
        {
          target: 'editing' as const,
          actions: { type: 'assignFailure' as const, params: failureOf },
        },
      ],
    },
  };
}
