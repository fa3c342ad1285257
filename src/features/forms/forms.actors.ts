import * as v from 'valibot';
import * as formsCalls from '#contract/calls/forms';
import { RaffleEntryRequestSchema, SurveyResponseRequestSchema } from '#contract/forms';
import { locationPickerMachine } from '#machines/location-picker/location-picker.machine';
import { raffleFormMachine } from '#machines/raffle-form/raffle-form.machine';
import { surveyFormMachine } from '#machines/survey-form/survey-form.machine';
import { apiActor } from '#src/lib/api';
import { locationActors } from '#src/lib/locations.actors';

export const raffleFormFlow = raffleFormMachine.provide({
  actors: {
    locationPicker: locationPickerMachine.provide({ actors: locationActors }),
    // The machine checked the entry (RaffleEntryFormSchema, this schema and more) before sending it.
    enterRaffle: apiActor(formsCalls.enterRaffle, (input: { slug: string; payload: unknown }) => ({
      params: { slug: input.slug },
      body: v.parse(RaffleEntryRequestSchema, input.payload),
    })),
  },
});

export const surveyFormFlow = surveyFormMachine.provide({
  actors: {
    submitSurvey: apiActor(
      formsCalls.submitSurvey,
      (input: { surveyId: string; payload: unknown }) => ({
        params: { surveyId: input.surveyId },
        body: v.parse(SurveyResponseRequestSchema, input.payload),
      }),
    ),
  },
});
