import * as v from 'valibot';
import { AppLinkMobileSchema, CaptchaTokenSchema } from './fields';

/** Get the app: send the download link by SMS (docs/specification.md#get-the-app). */
export const AppLinkRequestSchema = v.strictObject({
  mobile: AppLinkMobileSchema,
  recaptcha: CaptchaTokenSchema,
});
export type AppLinkRequest = v.InferOutput<typeof AppLinkRequestSchema>;
export const AppLinkResponseSchema = v.object({ maskedMobile: v.string() });
export type AppLinkResponse = v.InferOutput<typeof AppLinkResponseSchema>;
