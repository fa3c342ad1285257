import * as v from 'valibot';
import { fromPromise } from 'xstate';
import * as formsCalls from '#contract/calls/forms';
import { RaffleEntryRequestSchema, SurveyResponseRequestSchema } from '#contract/forms';
import { locationPickerMachine } from '#machines/location-picker/location-picker.machine';
import { raffleFormMachine } from '#machines/raffle-form/raffle-form.machine';
import { surveyFormMachine } from '#machines/survey-form/survey-form.machine';
import { call, toApiFailure } from '../../lib/api';
import { loadBarangays, loadCities, loadProvinces } from '../../lib/locations';

/** The raffle and survey machines with the contract client; every failure an ApiFailure. */
async function failAsApiFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiFailure(error);
  }
}

export const raffleFormFlow = raffleFormMachine.provide({
  actors: {
    locationPicker: locationPickerMachine.provide({
      actors: {
        loadProvinces: fromPromise(() => loadProvinces()),
        loadCities: fromPromise(({ input }) => loadCities(input.province)),
        loadBarangays: fromPromise(({ input }) => loadBarangays(input.province, input.city)),
      },
    }),
    // The machine checked the entry (RaffleEntryFormSchema, this schema and more) before sending it.
    enterRaffle: fromPromise(({ input }) =>
      failAsApiFailure(() =>
        call(formsCalls.enterRaffle, {
          params: { slug: input.slug },
          body: v.parse(RaffleEntryRequestSchema, input.payload),
        }),
      ),
    ),
  },
});

export const surveyFormFlow = surveyFormMachine.provide({
  actors: {
    submitSurvey: fromPromise(({ input }) =>
      failAsApiFailure(() =>
        call(formsCalls.submitSurvey, {
          params: { surveyId: input.surveyId },
          body: v.parse(SurveyResponseRequestSchema, input.payload),
        }),
      ),
    ),
  },
});
