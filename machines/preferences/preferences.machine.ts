import { assign, setup } from 'xstate';
import type { MemberDetails, PreferencesRequest } from '#contract/members';
import { failureMessage, failureOf, outputOf } from '../shared/failure';
import { stubAction, stubActor } from '../shared/stubs';

/**
 * Security and preferences (docs/specification.md#preferences): the sms, email, discounts,
 * exclusives and credit-scoring subscriptions, and Allow All, which is on when the three
 * subscriptions (discounts, exclusives, credit scoring) are and turns them all on or off together.
 * 'Confirm my Preferences' saves them once something changed.
 */
export type Preference = keyof PreferencesRequest;
export const PREFERENCES: readonly Preference[] = [
  'smsSubscription',
  'emailSubscription',
  'discountsSubscription',
  'exclusivesSubscription',
  'creditScoringSubscription',
];
/** What Allow All "syncs": the three subscriptions (docs/specification.md#preferences). */
export const ALLOW_ALL: readonly Preference[] = [
  'discountsSubscription',
  'exclusivesSubscription',
  'creditScoringSubscription',
];

export interface PreferencesContext {
  saved: PreferencesRequest;
  draft: PreferencesRequest;
  error: string | null;
  justSaved: boolean;
}

export type PreferencesEvent =
  | { type: 'preference.toggle'; name: Preference }
  | { type: 'allowall.toggle' }
  | { type: 'form.submit' };

export const isAllowAll = (values: PreferencesRequest) => ALLOW_ALL.every((name) => values[name]);

const fromMember = (member: MemberDetails): PreferencesRequest => ({
  smsSubscription: member.smsSubscription,
  emailSubscription: member.emailSubscription,
  discountsSubscription: member.discountsSubscription,
  exclusivesSubscription: member.exclusivesSubscription,
  creditScoringSubscription: member.creditScoringSubscription,
});

export const preferencesMachine = setup({
  types: {
    input: {} as { member: MemberDetails },
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
  },
  actors: {
    savePreferences: stubActor<MemberDetails, PreferencesRequest>('savePreferences'),
  },
  guards: {
    isChanged: ({ context }) =>
      PREFERENCES.some((name) => context.draft[name] !== context.saved[name]),
  },
  actions: {
    togglePreference: assign({
      draft: ({ context, event }) =>
        event.type === 'preference.toggle'
          ? { ...context.draft, [event.name]: !context.draft[event.name] }
          : context.draft,
      error: null,
      justSaved: false,
    }),
    toggleAllowAll: assign({
      draft: ({ context }) => {
        const on = !isAllowAll(context.draft);
        return {
          ...context.draft,
          discountsSubscription: on,
          exclusivesSubscription: on,
          creditScoringSubscription: on,
        };
      },
      error: null,
      justSaved: false,
    }),
    assignSaved: assign((_, member: MemberDetails) => {
      const saved = fromMember(member);
      return { saved, draft: saved, error: null, justSaved: true };
    }),
    assignFailure: assign(failureMessage),
    notifySaved: stubAction('notifySaved'),
  },
}).createMachine({
  id: 'preferences',
  context: ({ input }) => {
    const values = fromMember(input.member);
    return { saved: values, draft: values, error: null, justSaved: false };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'preference.toggle': { actions: 'togglePreference' },
        'allowall.toggle': { actions: 'toggleAllowAll' },
        'form.submit': { guard: 'isChanged', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePreferences',
        src: 'savePreferences',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'editing',
          actions: [{ type: 'assignSaved', params: outputOf }, 'notifySaved'],
        },
        onError: { target: 'editing', actions: { type: 'assignFailure', params: failureOf } },
      },
    },
  },
});
