import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '#contract/endpoints';
import type { AppContext } from '../../context';
import { ApiError } from '../../shared/errors';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { consumeCaptchaPass } from '../../services/captcha-pass';
import {
  assertPlausibleBirthday,
  assertRaffleOpen,
  findRaffle,
  findSurvey,
  storeRaffleEntry,
  storeSurveyResponse,
  toRaffle,
  toSurvey,
} from '../../services/forms';
import { hitRateLimit } from '../../services/rate-limit';

/** Survey answers per client IP per 10 minutes (the survey has no captcha). */
const SURVEY_RESPONSES_PER_IP = 20;
const SURVEY_WINDOW_MS = 10 * 60 * 1000;

/** The raffle registration form and the survey e-form (public pages, no session needed). */
export function formRoutes(context: AppContext): FastifyPluginAsync {
  const { db, clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(endpoints.getRaffle),
      handler: async (request) => toRaffle(await findRaffle(db, request.params.slug), clock()),
    });

    app.route({
      ...contractRoute(endpoints.enterRaffle),
      handler: async (request) => {
        const now = clock();
        assertPlausibleBirthday(request.body.birthday, now);
        const raffle = await findRaffle(db, request.params.slug);
        assertRaffleOpen(raffle, now);
        try {
          // The captcha pass is used up before anything is stored (SEC-27).
          await consumeCaptchaPass(db, request.body.recaptcha, now);
        } catch (error) {
          if (error instanceof ApiError && error.key === 'CAPTCHA_INVALID') {
            throw new ApiError('CAPTCHA_INVALID', {
              fields: { recaptcha: error.message },
            });
          }
          throw error;
        }
        await storeRaffleEntry(db, raffle, request.body, now);
        request.log.info({ event: 'raffle.entry', raffle: raffle.slug }, 'raffle entry stored');
        return { data: { success: true as const } };
      },
    });

    app.route({
      ...contractRoute(endpoints.getSurvey),
      handler: async (request) => toSurvey(await findSurvey(db, request.params.surveyId)),
    });

    app.route({
      ...contractRoute(endpoints.submitSurvey),
      handler: async (request) => {
        const now = clock();
        const survey = await findSurvey(db, request.params.surveyId);
        const limit = await hitRateLimit(db, `survey-ip:${request.ip}`, {
          windowMs: SURVEY_WINDOW_MS,
          limit: SURVEY_RESPONSES_PER_IP,
          now,
        });
        if (!limit.allowed) {
          throw new ApiError('RATE_LIMITED', { retryAfter: limit.retryAfterSeconds });
        }
        await storeSurveyResponse(db, survey, request.body, now);
        request.log.info({ event: 'survey.response', survey: survey.surveyId }, 'survey answered');
        return { success: true as const };
      },
    });
  };
}
