import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import * as formsCalls from '#contract/calls/forms';
import { SurveyIdSchema } from '#contract/forms';
import { SurveyPage } from '#src/features/forms/survey-page';
import { call, toApiError } from '#src/lib/api';
import { titleUnlessNotFound } from '#src/lib/settings';

export const Route = createFileRoute('/survey/$surveyId')({
  loader: async ({ params }) => {
    if (!v.is(SurveyIdSchema, params.surveyId)) throw notFound();
    try {
      return await call(formsCalls.getSurvey, { params: { surveyId: params.surveyId } });
    } catch (error) {
      if (toApiError(error).status === 404) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData, match }) => ({
    meta: [{ title: titleUnlessNotFound(match, `${loaderData?.title ?? 'Survey'} | Go Rewards`) }],
  }),
  component: SurveyRoute,
});

function SurveyRoute() {
  return <SurveyPage survey={Route.useLoaderData()} />;
}
