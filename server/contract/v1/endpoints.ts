import type { GenericSchema } from 'valibot';
import { AnnouncementsQuerySchema, AnnouncementsResponseSchema } from './announcements';
import { AppLinkRequestSchema, AppLinkResponseSchema } from './app-link';
import {
  AccountStatusRequestSchema,
  AccountStatusResponseSchema,
  CaptchaVerifyRequestSchema,
  CaptchaVerifyResponseSchema,
  ClientConfigResponseSchema,
  CodeSentSchema,
  EmptyRequestSchema,
  ForgotPasscodeRequestSchema,
  ForgotPasscodeResponseSchema,
  HandoffResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  OkResponseSchema,
  RefreshResponseSchema,
  ResetPasscodeRequestSchema,
  SendChallengeRequestSchema,
  SendChallengeResponseSchema,
  SendSmsRequestSchema,
  SendSmsResponseSchema,
  SessionResponseSchema,
  VerifySmsRequestSchema,
  VerifySmsResponseSchema,
} from './auth';
import {
  AdvanceClockRequestSchema,
  AdvanceClockResponseSchema,
  DevCaptchaResponseSchema,
  OutboxQuerySchema,
  OutboxResponseSchema,
} from './dev';
import {
  EmailFactorRequestSchema,
  EmailFactorResendRequestSchema,
  EmailFactorVerifyRequestSchema,
  FactorsResponseSchema,
} from './factors';
import {
  RaffleEntryRequestSchema,
  RaffleEntryResponseSchema,
  RaffleParamsSchema,
  RaffleSchema,
  SurveyParamsSchema,
  SurveyResponseRequestSchema,
  SurveyResponseResponseSchema,
  SurveySchema,
  FORM_ERROR_MESSAGE,
} from './forms';
import {
  BarangaysQuerySchema,
  BarangaysResponseSchema,
  CitiesQuerySchema,
  CitiesResponseSchema,
  ProvincesQuerySchema,
  ProvincesResponseSchema,
} from './locations';
import {
  MemberCardSchema,
  MemberDetailsSchema,
  PasscodeChangeChallengeRequestSchema,
  PasscodeChangeRequestSchema,
  PreferencesRequestSchema,
  ProfileUpdateRequestSchema,
} from './members';
import {
  CardParamsSchema,
  CardPartnersParamsSchema,
  CardPartnersResponseSchema,
  CardSchema,
  CardsQuerySchema,
  CardsResponseSchema,
  CardWebviewParamsSchema,
  CardWebviewResponseSchema,
} from './cards';
import {
  LoadingPartnerParamsSchema,
  LoadingPartnerSchema,
  PartnerAddressesQuerySchema,
  PartnerAddressesResponseSchema,
  PartnerIdParamsSchema,
  PartnerSchema,
  PartnersQuerySchema,
  PartnersResponseSchema,
  PartnerSlugParamsSchema,
  PartnerStoresQuerySchema,
  PartnerStoresResponseSchema,
} from './partners';
import { PolicyParamsSchema, PolicyResponseSchema } from './policies';
import { PromoParamsSchema, PromoSchema, PromosQuerySchema, PromosResponseSchema } from './promos';
import { SettingsQuerySchema, SettingsResponseSchema } from './settings';
import {
  RelatedShopsParamsSchema,
  RelatedShopsQuerySchema,
  ShopParamsSchema,
  ShopSchema,
  ShopsQuerySchema,
  ShopsResponseSchema,
} from './shops';
import {
  StoriesQuerySchema,
  StoriesResponseSchema,
  StoryParamsSchema,
  StorySchema,
} from './stories';
import {
  TransactionStoresResponseSchema,
  TransactionsCsvQuerySchema,
  TransactionsQuerySchema,
  TransactionsResponseSchema,
} from './transactions';

/** Every api/v1 endpoint with its schemas. The drift test checks each one is served. */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api/v1, Fastify style (`:param`). */
  path: string;
  /** The path's `:param` values (strings), when the path has parameters. */
  params?: GenericSchema;
  query?: GenericSchema;
  body?: GenericSchema;
  response: GenericSchema;
  /** 'member' needs the session cookie; 'public' is open (a handler may still ask for one). */
  auth: 'public' | 'member';
  /** Where the path lives; API_PREFIX unless given (the development tools use DEV_PREFIX). */
  base?: string;
  /**
   * The answer's format: JSON (the default, checked against `response`) or a CSV download, whose
   * `response` schema describes the rows' JSON twin for the drift test.
   */
  format?: 'json' | 'csv';
  /** The message of this call's VALIDATION_ERROR, when the specification quotes one. */
  validationMessage?: string;
}

export const API_PREFIX = '/api/v1';
/** Development stand-ins (outbox, local captcha): served only outside production. */
export const DEV_PREFIX = '/api/dev';

export const endpoints = {
  getSettings: {
    method: 'GET',
    path: '/settings',
    query: SettingsQuerySchema,
    response: SettingsResponseSchema,
    auth: 'public',
  },
  getAnnouncements: {
    method: 'GET',
    path: '/announcements',
    query: AnnouncementsQuerySchema,
    response: AnnouncementsResponseSchema,
    auth: 'public',
  },
  getClientConfig: {
    method: 'GET',
    path: '/client-config',
    query: EmptyRequestSchema,
    response: ClientConfigResponseSchema,
    auth: 'public',
  },
  accountStatus: {
    method: 'POST',
    path: '/auth/status',
    body: AccountStatusRequestSchema,
    response: AccountStatusResponseSchema,
    auth: 'public',
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    body: LoginRequestSchema,
    response: LoginResponseSchema,
    auth: 'public',
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    body: EmptyRequestSchema,
    response: OkResponseSchema,
    auth: 'public',
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    body: EmptyRequestSchema,
    response: RefreshResponseSchema,
    auth: 'public',
  },
  getSession: {
    method: 'GET',
    path: '/auth/session',
    query: EmptyRequestSchema,
    response: SessionResponseSchema,
    auth: 'public',
  },
  forgotPasscode: {
    method: 'POST',
    path: '/auth/forgot-passcode',
    body: ForgotPasscodeRequestSchema,
    response: ForgotPasscodeResponseSchema,
    auth: 'public',
  },
  sendChallenge: {
    method: 'POST',
    path: '/auth/challenge',
    body: SendChallengeRequestSchema,
    response: SendChallengeResponseSchema,
    auth: 'public',
  },
  sendSms: {
    method: 'POST',
    path: '/sms/send',
    body: SendSmsRequestSchema,
    response: SendSmsResponseSchema,
    auth: 'public',
  },
  verifySms: {
    method: 'POST',
    path: '/sms/verify',
    body: VerifySmsRequestSchema,
    response: VerifySmsResponseSchema,
    auth: 'public',
  },
  resetPasscode: {
    method: 'POST',
    path: '/auth/reset-passcode',
    body: ResetPasscodeRequestSchema,
    response: OkResponseSchema,
    auth: 'public',
  },
  verifyCaptcha: {
    method: 'POST',
    path: '/captcha/verify',
    body: CaptchaVerifyRequestSchema,
    response: CaptchaVerifyResponseSchema,
    auth: 'public',
  },
  sendAppLink: {
    method: 'POST',
    path: '/app-link',
    body: AppLinkRequestSchema,
    response: AppLinkResponseSchema,
    auth: 'public',
  },
  mintHandoff: {
    method: 'POST',
    path: '/auth/handoff',
    body: EmptyRequestSchema,
    response: HandoffResponseSchema,
    auth: 'member',
  },
  getMemberDetails: {
    method: 'GET',
    path: '/members/me',
    query: EmptyRequestSchema,
    response: MemberDetailsSchema,
    auth: 'member',
  },
  getMemberCard: {
    method: 'GET',
    path: '/members/me/card',
    query: EmptyRequestSchema,
    response: MemberCardSchema,
    auth: 'member',
  },
  updateMemberDetails: {
    method: 'POST',
    path: '/members/me',
    body: ProfileUpdateRequestSchema,
    response: MemberDetailsSchema,
    auth: 'member',
  },
  getLocationsProvinces: {
    method: 'GET',
    path: '/locations/provinces',
    query: ProvincesQuerySchema,
    response: ProvincesResponseSchema,
    auth: 'public',
  },
  getLocationsCities: {
    method: 'GET',
    path: '/locations/cities',
    query: CitiesQuerySchema,
    response: CitiesResponseSchema,
    auth: 'public',
  },
  getLocationsBarangays: {
    method: 'GET',
    path: '/locations/barangays',
    query: BarangaysQuerySchema,
    response: BarangaysResponseSchema,
    auth: 'public',
  },
  getMemberFactors: {
    method: 'GET',
    path: '/members/me/factors',
    query: EmptyRequestSchema,
    response: FactorsResponseSchema,
    auth: 'member',
  },
  registerEmailFactor: {
    method: 'POST',
    path: '/members/me/factors/email',
    body: EmailFactorRequestSchema,
    response: CodeSentSchema,
    auth: 'member',
  },
  verifyEmailFactor: {
    method: 'POST',
    path: '/members/me/factors/email/verify',
    body: EmailFactorVerifyRequestSchema,
    response: MemberDetailsSchema,
    auth: 'member',
  },
  resendEmailFactor: {
    method: 'POST',
    path: '/members/me/factors/email/resend',
    body: EmailFactorResendRequestSchema,
    response: CodeSentSchema,
    auth: 'member',
  },
  updatePreferences: {
    method: 'POST',
    path: '/members/me/preferences',
    body: PreferencesRequestSchema,
    response: MemberDetailsSchema,
    auth: 'member',
  },
  requestPasscodeChange: {
    method: 'POST',
    path: '/members/me/passcode/challenge',
    body: PasscodeChangeChallengeRequestSchema,
    response: CodeSentSchema,
    auth: 'member',
  },
  changePasscode: {
    method: 'POST',
    path: '/members/me/passcode',
    body: PasscodeChangeRequestSchema,
    response: OkResponseSchema,
    auth: 'member',
  },
  getTransactions: {
    method: 'GET',
    path: '/members/me/transactions',
    query: TransactionsQuerySchema,
    response: TransactionsResponseSchema,
    auth: 'member',
  },
  /** The filtered transactions as a CSV file (same filters, no paging). */
  downloadTransactions: {
    method: 'GET',
    path: '/members/me/transactions.csv',
    query: TransactionsCsvQuerySchema,
    response: TransactionsResponseSchema,
    auth: 'member',
    format: 'csv',
  },
  getTransactionStores: {
    method: 'GET',
    path: '/members/me/transactions/stores',
    query: EmptyRequestSchema,
    response: TransactionStoresResponseSchema,
    auth: 'member',
  },
  getRaffle: {
    method: 'GET',
    path: '/raffles/:slug',
    params: RaffleParamsSchema,
    query: EmptyRequestSchema,
    response: RaffleSchema,
    auth: 'public',
  },
  enterRaffle: {
    method: 'POST',
    path: '/raffles/:slug/entries',
    params: RaffleParamsSchema,
    body: RaffleEntryRequestSchema,
    response: RaffleEntryResponseSchema,
    auth: 'public',
    validationMessage: FORM_ERROR_MESSAGE,
  },
  getSurvey: {
    method: 'GET',
    path: '/surveys/:surveyId',
    params: SurveyParamsSchema,
    query: EmptyRequestSchema,
    response: SurveySchema,
    auth: 'public',
  },
  submitSurvey: {
    method: 'POST',
    path: '/surveys/:surveyId/responses',
    params: SurveyParamsSchema,
    body: SurveyResponseRequestSchema,
    response: SurveyResponseResponseSchema,
    auth: 'public',
    validationMessage: FORM_ERROR_MESSAGE,
  },
  getPromos: {
    method: 'GET',
    path: '/promos',
    query: PromosQuerySchema,
    response: PromosResponseSchema,
    auth: 'public',
  },
  getPromo: {
    method: 'GET',
    path: '/promos/:promoType/:slug',
    params: PromoParamsSchema,
    query: EmptyRequestSchema,
    response: PromoSchema,
    auth: 'public',
  },
  getShops: {
    method: 'GET',
    path: '/shops',
    query: ShopsQuerySchema,
    response: ShopsResponseSchema,
    auth: 'public',
  },
  getShop: {
    method: 'GET',
    path: '/shops/:shopType/:slug',
    params: ShopParamsSchema,
    query: EmptyRequestSchema,
    response: ShopSchema,
    auth: 'public',
  },
  getRelatedShops: {
    method: 'GET',
    path: '/shops/featured/:categoryId/:slug',
    params: RelatedShopsParamsSchema,
    query: RelatedShopsQuerySchema,
    response: ShopsResponseSchema,
    auth: 'public',
  },
  getPartners: {
    method: 'GET',
    path: '/partners',
    query: PartnersQuerySchema,
    response: PartnersResponseSchema,
    auth: 'public',
  },
  getPartner: {
    method: 'GET',
    path: '/partners/:id',
    params: PartnerIdParamsSchema,
    query: EmptyRequestSchema,
    response: PartnerSchema,
    auth: 'public',
  },
  getPartnerBySlug: {
    method: 'GET',
    path: '/partners/slug/:slug',
    params: PartnerSlugParamsSchema,
    query: EmptyRequestSchema,
    response: PartnerSchema,
    auth: 'public',
  },
  getPartnerStores: {
    method: 'GET',
    path: '/partner-stores',
    query: PartnerStoresQuerySchema,
    response: PartnerStoresResponseSchema,
    auth: 'public',
  },
  getPartnerAddresses: {
    method: 'GET',
    path: '/partner-addresses',
    query: PartnerAddressesQuerySchema,
    response: PartnerAddressesResponseSchema,
    auth: 'public',
  },
  getLoadingPartner: {
    method: 'GET',
    path: '/loading-partners/:slug',
    params: LoadingPartnerParamsSchema,
    query: EmptyRequestSchema,
    response: LoadingPartnerSchema,
    auth: 'public',
  },
  getCards: {
    method: 'GET',
    path: '/cards',
    query: CardsQuerySchema,
    response: CardsResponseSchema,
    auth: 'public',
  },
  getCard: {
    method: 'GET',
    path: '/cards/:key',
    params: CardParamsSchema,
    query: EmptyRequestSchema,
    response: CardSchema,
    auth: 'public',
  },
  getCardWebview: {
    method: 'GET',
    path: '/cards/:key/webview_data',
    params: CardWebviewParamsSchema,
    query: EmptyRequestSchema,
    response: CardWebviewResponseSchema,
    auth: 'public',
  },
  getCardPartners: {
    method: 'GET',
    path: '/cards/:key/partners/:kind',
    params: CardPartnersParamsSchema,
    query: EmptyRequestSchema,
    response: CardPartnersResponseSchema,
    auth: 'public',
  },
  getStories: {
    method: 'GET',
    path: '/stories',
    query: StoriesQuerySchema,
    response: StoriesResponseSchema,
    auth: 'public',
  },
  getStory: {
    method: 'GET',
    path: '/stories/:slug',
    params: StoryParamsSchema,
    query: EmptyRequestSchema,
    response: StorySchema,
    auth: 'public',
  },
  getPolicy: {
    method: 'GET',
    path: '/policies/:kind',
    params: PolicyParamsSchema,
    query: EmptyRequestSchema,
    response: PolicyResponseSchema,
    auth: 'public',
  },
} as const satisfies Record<string, EndpointDefinition>;
export type EndpointName = keyof typeof endpoints;

/** Development-only endpoints (NODE_ENV other than production): 404 in production. */
export const devEndpoints = {
  getOutbox: {
    method: 'GET',
    path: '/outbox',
    query: OutboxQuerySchema,
    response: OutboxResponseSchema,
    auth: 'public',
    base: DEV_PREFIX,
  },
  getDevCaptcha: {
    method: 'POST',
    path: '/captcha',
    body: EmptyRequestSchema,
    response: DevCaptchaResponseSchema,
    auth: 'public',
    base: DEV_PREFIX,
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Only on a server started with NODE_ENV=test and a movable clock (the browser tests' server). */
export const testEndpoints = {
  advanceClock: {
    method: 'POST',
    path: '/clock',
    body: AdvanceClockRequestSchema,
    response: AdvanceClockResponseSchema,
    auth: 'public',
    base: DEV_PREFIX,
  },
} as const satisfies Record<string, EndpointDefinition>;
